import type { CampaignKind, Draw, Prize } from '@lotus/contract/campaigns';
import type { TFunction } from '@lotus/i18n';
import { formatMoney, formatNumber, formatPercent } from '@lotus/i18n';

/** Route of each kind's page. */
export const kindPaths: Record<CampaignKind, string> = {
  wheel: '/wheel',
  red_envelope: '/red-envelope',
  lucky_ticket: '/lucky-ticket',
};

/** A prize as a person reads it: "5.000 ₫", "50 points", "Better luck next time". */
export function prizeText(prize: Prize, currency: string, t: TFunction, language: string): string {
  if (prize.kind === 'money') return formatMoney(prize.amount, currency, language);
  if (prize.kind === 'points')
    return t('campaigns.prize.points', {
      points: formatNumber(prize.amount as Intl.StringNumericLiteral, language),
    });
  return t('campaigns.prize.none');
}

/** A line's chance: its weight over the table's total, as a percentage. */
export function chanceOf(prizes: readonly Prize[], index: number, language: string): string {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return formatPercent(prizes[index]!.weight / total, language);
}

/**
 * The wheel's turn that brings segment `index` of `count` under the pointer at the top, after
 * `fullTurns` whole turns, from where it rests now: segment i spans [i, i + 1) × 360 / count
 * degrees clockwise from the top, so its middle comes to the top after turning 360 − its middle.
 */
export function wheelTurnFor(index: number, count: number, restingAt: number, fullTurns = 5): number {
  const segment = 360 / count;
  const target = (360 - (index + 0.5) * segment) % 360;
  const resting = ((restingAt % 360) + 360) % 360;
  const extra = (target - resting + 360) % 360;
  return restingAt + fullTurns * 360 + extra;
}

/** The verifier's address for a draw: its seeds, nonce, table and the line it landed on. */
export function verifyLinkOf(
  draw: Pick<Draw, 'serverSeed' | 'clientSeed' | 'nonce' | 'prizes' | 'prizeIndex' | 'serverSeedHash'>,
) {
  const query = new URLSearchParams({
    serverSeed: draw.serverSeed ?? '',
    clientSeed: draw.clientSeed,
    nonce: String(draw.nonce),
    prizes: prizesParam(draw.prizes),
    landed: String(draw.prizeIndex),
    hash: draw.serverSeedHash,
  });
  return `/campaigns/verify?${query.toString()}`;
}

/** A prize table in a link: `kind:amount:weight`, comma-separated. */
export function prizesParam(prizes: readonly Prize[]): string {
  return prizes.map((prize) => `${prize.kind}:${prize.amount}:${prize.weight}`).join(',');
}

export function prizesOfParam(value: string): Prize[] | undefined {
  const prizes: Prize[] = [];
  for (const part of value.split(',')) {
    const match = /^(money|points|none):(\d{1,15}):(\d{1,7})$/.exec(part.trim());
    if (!match) return undefined;
    prizes.push({ kind: match[1] as Prize['kind'], amount: match[2]!, weight: Number(match[3]) });
  }
  return prizes.length > 0 ? prizes : undefined;
}
