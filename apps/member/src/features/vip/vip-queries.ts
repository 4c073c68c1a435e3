import { apiClient } from '@lotus/app-shell';
import type { MyVip, VipLevels } from '@lotus/contract/vip';
import { getMyVip, listVipLevels } from '@lotus/contract/vip';

/** The VIP calls (docs/vip-and-rebate.md), over the site's one API client. */
export const vipApi = {
  levels: (): Promise<VipLevels> => apiClient.call(listVipLevels),
  mine: (): Promise<MyVip> => apiClient.call(getMyVip),
};

export const vipQueryKeys = {
  all: ['vip'] as const,
  levels: ['vip', 'levels'] as const,
  mine: ['vip', 'mine'] as const,
};
