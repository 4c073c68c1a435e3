import { liveEventsApi } from '@lotus/api-client';
import { apiClient } from './client.ts';

export const liveEvents = liveEventsApi(apiClient);
