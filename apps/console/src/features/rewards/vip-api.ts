import type { RebateSettings } from '@lotus/contract/rebate';
import { getRebateSettings, giveRebatePeriod, setRebateSettings } from '@lotus/contract/rebate';
import type { SetVipLevels } from '@lotus/contract/vip';
import { getVipLevels, runVipReview, setVipLevels } from '@lotus/contract/vip';
import { consoleClient as client } from '../../lib/api-client.ts';

/** The operator's VIP and rebate calls (docs/vip-and-rebate.md), one function each. */
export const vipApi = {
  levels: () => client.call(getVipLevels, { query: {} }),
  setLevels: (body: SetVipLevels) => client.call(setVipLevels, { body }),
  review: (day: string) => client.call(runVipReview, { body: { day } }),
  rebate: () => client.call(getRebateSettings, { query: {} }),
  setRebate: (body: RebateSettings) => client.call(setRebateSettings, { body }),
  give: (periodKey: string) => client.call(giveRebatePeriod, { body: { periodKey } }),
};

export const vipLevelsKey = ['console', 'rewards', 'vip-levels'] as const;
export const rebateKey = ['console', 'rewards', 'rebate'] as const;
