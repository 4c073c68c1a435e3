import { crashApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const crash = crashApi(apiClient);
