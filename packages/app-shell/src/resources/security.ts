import { securityApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const security = securityApi(apiClient);
