import { randomBytes } from 'node:crypto';
import type { CampaignInput } from '@lotus/contract/campaigns';

/** A campaign's input for tests: live from a minute ago for a day, one draw each, unless told. */
export function campaignInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const now = Date.now();
  return {
    kind: 'red_envelope',
    texts: {
      vi: { name: 'Lì xì Tết', description: 'Mỗi hội viên một bao' },
      en: { name: 'Tet red envelope' },
    },
    budget: '100000',
    pointsBudget: '0',
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 86_400_000).toISOString(),
    drawsAllowed: 1,
    drawsPer: 'campaign',
    prizes: [
      { kind: 'money', amount: '10000', weight: 1 },
      { kind: 'money', amount: '5000', weight: 2 },
      { kind: 'none', amount: '0', weight: 1 },
    ],
    ...overrides,
  };
}

export const drawKey = () => `draw-${randomBytes(8).toString('hex')}`;
