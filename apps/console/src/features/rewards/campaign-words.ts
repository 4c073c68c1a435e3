import type { OperatorCampaign, Prize } from '@lotus/contract/campaigns';
import type { UseT } from '@lotus/i18n';
import { formatMoney, formatNumber } from '@lotus/i18n';

/** The campaign's name in the operator's language, else in the other. */
export function campaignName(campaign: OperatorCampaign, language: string): string | null {
  const own = language === 'en' ? campaign.texts.en : campaign.texts.vi;
  return own?.name ?? campaign.texts.vi?.name ?? campaign.texts.en?.name ?? null;
}

/** What a prize pays, in words: money in the currency, points, or better luck next time. */
export function prizeWords(prize: Prize, currency: string, t: UseT['t'], language: string): string {
  if (prize.kind === 'money') return formatMoney(prize.amount, currency, language);
  if (prize.kind === 'points')
    return t('consoleRewards.campaigns.prizePoints', {
      points: formatNumber(BigInt(prize.amount), language),
    });
  return t('consoleRewards.campaigns.prizeNone');
}
