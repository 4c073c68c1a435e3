import { socialApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const social = socialApi(apiClient);
