import { jackpotApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const jackpot = jackpotApi(apiClient);
