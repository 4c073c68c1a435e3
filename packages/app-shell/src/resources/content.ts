import { contentApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const content = contentApi(apiClient);
