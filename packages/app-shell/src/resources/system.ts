import { systemApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const system = systemApi(apiClient);
