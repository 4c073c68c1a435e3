import { gamesCatalogApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const gamesCatalog = gamesCatalogApi(apiClient);
