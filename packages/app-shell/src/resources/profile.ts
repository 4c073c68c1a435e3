import { profileApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const profile = profileApi(apiClient);
