import type { OperatorCampaign } from '@lotus/contract/campaigns';
import type { CampaignStatus } from '@lotus/contract/campaigns';
import { formatMoney, formatNumber, formatPercent, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button } from '@lotus/ui';
import * as page from '../../components/page.css.ts';
import { formatInstant } from '../../lib/format.ts';
import { campaignName, prizeWords } from './campaign-words.ts';
import * as styles from './rewards.css.ts';

const statusTones: Record<CampaignStatus, BadgeTone> = {
  upcoming: 'info',
  live: 'success',
  budget_spent: 'warning',
  ended: 'neutral',
};

/** A share of a budget, 0 where the budget is 0. */
function share(paid: string, budget: string): number {
  return BigInt(budget) === 0n ? 0 : Number((BigInt(paid) * 10_000n) / BigInt(budget)) / 10_000;
}

/**
 * One campaign: its name, kind and status; the money and points budgets and how much of each is
 * used; its schedule, draws, the draws a member has, who may draw; the prize table with each line's
 * chance; and its draws, and (to an operator who sets up rewards) edit and close.
 */
export function CampaignEntry(props: {
  campaign: OperatorCampaign;
  canManage: boolean;
  onDraws: () => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { campaign } = props;
  const { t, language } = useT('consoleRewards');
  const name = campaignName(campaign, language) ?? t('consoleRewards.campaigns.unnamed');
  const money = (minor: string) => formatMoney(minor, campaign.currency, language);
  const totalWeight = campaign.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const { eligibility } = campaign;
  const open = campaign.closedAt === null && campaign.status !== 'ended';

  return (
    <li className={page.entry} data-testid="campaign" data-id={campaign.id} data-status={campaign.status}>
      <div className={styles.entryHead}>
        <span className={page.strong}>{name}</span>
        <Badge tone="info">{t(`consoleRewards.campaigns.kinds.${campaign.kind}`)}</Badge>
        <Badge tone={statusTones[campaign.status]}>
          {t(`consoleRewards.campaigns.statuses.${campaign.status}`)}
        </Badge>
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('consoleRewards.campaigns.budget')}</dt>
          <dd data-testid="campaign-budget">
            {t('consoleRewards.campaigns.budgetUsed', {
              paid: money(campaign.paid),
              budget: money(campaign.budget),
            })}
            <meter
              className={styles.meter}
              min={0}
              max={1}
              value={share(campaign.paid, campaign.budget)}
              aria-label={formatPercent(share(campaign.paid, campaign.budget), language)}
            />
          </dd>
        </div>
        <div>
          <dt>{t('consoleRewards.campaigns.pointsBudget')}</dt>
          <dd>
            {t('consoleRewards.campaigns.pointsUsed', {
              paid: formatNumber(BigInt(campaign.pointsPaid), language),
              budget: formatNumber(BigInt(campaign.pointsBudget), language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('consoleRewards.campaigns.drawCount')}</dt>
          <dd>{formatNumber(campaign.draws, language)}</dd>
        </div>
      </dl>
      <dl className={page.facts}>
        <div>
          <dt>{t('consoleRewards.campaigns.window')}</dt>
          <dd>
            {t('consoleRewards.campaigns.windowRange', {
              from: formatInstant(campaign.startsAt, language),
              to: formatInstant(campaign.endsAt, language),
            })}
            {campaign.closedAt !== null ? (
              <>
                <br />
                {t('consoleRewards.campaigns.closedAt', { time: formatInstant(campaign.closedAt, language) })}
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('consoleRewards.campaigns.allowance')}</dt>
          <dd>
            {t(`consoleRewards.campaigns.allowancePer.${campaign.drawsPer}`, {
              count: formatNumber(campaign.drawsAllowed, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('consoleRewards.campaigns.eligibility')}</dt>
          <dd>
            {eligibility.minDeposits === '0' && eligibility.minValidBets === '0'
              ? t('consoleRewards.campaigns.eligibleAll')
              : t('consoleRewards.campaigns.eligibleRule', {
                  deposits: money(eligibility.minDeposits),
                  bets: money(eligibility.minValidBets),
                  window:
                    eligibility.windowDays === null
                      ? t('consoleRewards.campaigns.eligibleEver')
                      : t('consoleRewards.campaigns.eligibleDays', {
                          days: formatNumber(eligibility.windowDays, language),
                        }),
                })}
          </dd>
        </div>
      </dl>
      <div>
        <p className={page.muted}>{t('consoleRewards.campaigns.prizes')}</p>
        <ul className={styles.prizeList} data-testid="campaign-prizes">
          {campaign.prizes.map((prize, index) => (
            <li key={index}>
              {prizeWords(prize, campaign.currency, t, language)}{' '}
              <span className={page.muted}>
                {formatPercent(totalWeight === 0 ? 0 : prize.weight / totalWeight, language, {
                  fractionDigits: 2,
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={page.actions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={props.onDraws}
          aria-label={t('consoleRewards.campaigns.drawsOf', { name })}
        >
          {t('consoleRewards.campaigns.draws')}
        </Button>
        {props.canManage && open ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={props.onEdit}
              aria-label={t('consoleRewards.campaigns.editOf', { name })}
            >
              {t('consoleRewards.campaigns.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={props.onClose}
              aria-label={t('consoleRewards.campaigns.closeOf', { name })}
            >
              {t('consoleRewards.campaigns.close')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
