import { houseGamesApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const houseGames = houseGamesApi(apiClient);
