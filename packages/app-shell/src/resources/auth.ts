import { authApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const auth = authApi(apiClient);
