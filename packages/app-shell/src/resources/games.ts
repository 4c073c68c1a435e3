import { gamesApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const games = gamesApi(apiClient);
