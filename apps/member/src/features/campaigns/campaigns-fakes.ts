import type { DrawResult, MemberCampaign } from '@lotus/contract/campaigns';

/** The demo wheel as the server lists it: eight segments, three spins a day. */
export function campaignOf(overrides: Partial<MemberCampaign> = {}): MemberCampaign {
  return {
    id: '7',
    kind: 'wheel',
    name: 'Lotus prize wheel',
    description: 'Three spins a day: money, points or better luck next time.',
    status: 'live',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-11-01T00:00:00.000Z',
    currency: 'VND',
    prizes: [
      { kind: 'money', amount: '5000', weight: 2 },
      { kind: 'points', amount: '50', weight: 1 },
      { kind: 'none', amount: '0', weight: 1 },
    ],
    drawsAllowed: 3,
    drawsPer: 'day',
    drawsLeft: 3,
    eligible: true,
    ineligibleReason: null,
    eligibility: { minDeposits: '0', minValidBets: '0', windowDays: null },
    deposits: '0',
    validBets: '0',
    ...overrides,
  };
}

export function drawOf(overrides: Partial<DrawResult> = {}): DrawResult {
  const prizes = campaignOf().prizes;
  return {
    id: '31',
    campaignId: '7',
    kind: 'wheel',
    campaignName: 'Lotus prize wheel',
    drawNumber: 1,
    periodKey: '2026-11-27',
    prizes,
    prizeIndex: 0,
    prize: prizes[0]!,
    currency: 'VND',
    serverSeedHash: 'b'.repeat(64),
    clientSeed: 'lucky',
    nonce: 0,
    serverSeed: null,
    createdAt: '2026-11-27T03:15:00.000Z',
    drawsLeft: 2,
    ...overrides,
  };
}

export const seedsOf = () => ({ serverSeedHash: 'b'.repeat(64), clientSeed: 'lucky', nextNonce: 1 });

/** Reduced motion asked for: the art stops at once, so a test reads the prize without waiting. */
export function preferReducedMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
