import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { DrawResult, MemberCampaign } from '@lotus/contract/campaigns';
import { formatDateTime, formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Badge, Button } from '@lotus/ui';
import { useRefusalText } from '@lotus/app-shell';
import { useState } from 'react';
import { chanceOf, prizeText, wheelTurnFor } from './campaign-format.ts';
import { LuckyTicket } from './LuckyTicket.tsx';
import { PrizeWheel } from './PrizeWheel.tsx';
import { RedEnvelope } from './RedEnvelope.tsx';
import { useCampaignDraw } from './use-campaign-draw.ts';
import * as styles from './campaigns.css.ts';

const statusTones = { live: 'success', upcoming: 'info', budget_spent: 'neutral', ended: 'neutral' } as const;

/**
 * One campaign: its name, status, draws left and ends, why the member may not draw (if so), the art
 * of its kind with the draw's button, the prize once the art has shown it, and the prize table.
 */
export function CampaignCard(props: { campaign: MemberCampaign }) {
  const { t, language } = useT('campaigns');
  const { brand } = useSystemStatus();
  const refusal = useRefusalText();
  const { campaign } = props;
  const [turn, setTurn] = useState(0);
  // The wheel's turn is set from the answer: to the drawn segment, from where the wheel rests.
  const draw = useCampaignDraw(campaign.id, (answer) => {
    if (campaign.kind === 'wheel')
      setTurn((resting) => wheelTurnFor(answer.prizeIndex, answer.prizes.length, resting));
  });
  const label = (prize: MemberCampaign['prizes'][number]) =>
    prize.kind === 'none' ? t('campaigns.prize.noneShort') : prizeText(prize, campaign.currency, t, language);
  const result = draw.result;
  const prizeWords = result ? prizeText(result.prize, result.currency, t, language) : null;
  const busy = draw.phase === 'drawing' || draw.phase === 'showing';
  const drawsLeft = draw.phase === 'shown' && result ? result.drawsLeft : campaign.drawsLeft;
  const canDraw = campaign.status === 'live' && campaign.eligible && drawsLeft > 0;

  const start = () => {
    if (draw.phase === 'shown') draw.again();
    draw.draw();
  };
  let art;
  if (campaign.kind === 'wheel') {
    art = (
      <PrizeWheel
        prizes={campaign.prizes}
        labels={campaign.prizes.map(label)}
        turn={turn}
        onStopped={draw.settle}
      />
    );
  } else if (campaign.kind === 'red_envelope') {
    art = (
      <RedEnvelope
        open={draw.phase === 'showing' || draw.phase === 'shown'}
        prize={prizeWords}
        onOpened={draw.settle}
      />
    );
  } else {
    art = (
      <LuckyTicket
        revealed={draw.phase === 'showing' || draw.phase === 'shown'}
        prize={prizeWords}
        onRevealed={draw.settle}
      />
    );
  }

  const ineligible =
    campaign.ineligibleReason === null
      ? null
      : campaign.ineligibleReason === 'free_play'
        ? t('campaigns.eligibility.free_play')
        : campaign.ineligibleReason === 'deposits' &&
            campaign.eligibility.minDeposits === '1' &&
            campaign.eligibility.windowDays === null
          ? // "Any member with a credited deposit": the rule in plain words, not "at least 1 ₫".
            t('campaigns.eligibility.firstDeposit')
          : t(`campaigns.eligibility.${campaign.ineligibleReason}`, {
              amount: formatMoney(
                campaign.ineligibleReason === 'deposits'
                  ? campaign.eligibility.minDeposits
                  : campaign.eligibility.minValidBets,
                campaign.currency,
                language,
              ),
              have: formatMoney(
                campaign.ineligibleReason === 'deposits' ? campaign.deposits : campaign.validBets,
                campaign.currency,
                language,
              ),
              window:
                campaign.eligibility.windowDays === null
                  ? t('campaigns.eligibility.ever')
                  : t('campaigns.eligibility.windowDays', { days: campaign.eligibility.windowDays }),
            });
  const clock = { language, timeZone: brand.timeZone };
  return (
    <article className={styles.campaign} aria-labelledby={`campaign-${campaign.id}`} data-testid="campaign">
      <div className={styles.stack}>
        <div className={styles.campaignHead}>
          <h2 id={`campaign-${campaign.id}`} className={styles.campaignName}>
            {campaign.name}
          </h2>
          <Badge tone={statusTones[campaign.status]}>{t(`campaigns.status.${campaign.status}`)}</Badge>
        </div>
        {campaign.description ? <p className={styles.muted}>{campaign.description}</p> : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('campaigns.facts.drawsLeft')}</dt>
            <dd className={styles.factValue} data-testid="draws-left">
              {t(campaign.drawsPer === 'day' ? 'campaigns.facts.perDay' : 'campaigns.facts.drawsLeftValue', {
                left: formatNumber(drawsLeft, language),
                allowed: formatNumber(campaign.drawsAllowed, language),
              })}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              {t(campaign.status === 'upcoming' ? 'campaigns.facts.starts' : 'campaigns.facts.ends')}
            </dt>
            <dd className={styles.factValue}>
              {formatDateTime(campaign.status === 'upcoming' ? campaign.startsAt : campaign.endsAt, clock)}
            </dd>
          </div>
        </dl>
        {ineligible ? <p className={styles.ineligible}>{ineligible}</p> : null}
        <div>
          <h3 className={styles.factLabel}>{t('campaigns.prize.table')}</h3>
          <ul className={styles.prizeTable}>
            {campaign.prizes.map((prize, index) => (
              <li key={index} className={styles.prizeLine}>
                <span>{prizeText(prize, campaign.currency, t, language)}</span>
                <span className={styles.muted}>
                  {t('campaigns.prize.chance', { percent: chanceOf(campaign.prizes, index, language) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.stage}>
        {art}
        <div className={styles.actionRow}>
          <Button onClick={start} disabled={!canDraw || busy} loading={draw.phase === 'drawing'}>
            {draw.phase === 'drawing'
              ? t('campaigns.action.drawing')
              : drawsLeft === 0
                ? t('campaigns.action.noDrawsLeft')
                : draw.phase === 'shown'
                  ? t('campaigns.action.again')
                  : t(`campaigns.action.${campaign.kind}`)}
          </Button>
        </div>
        {draw.error ? (
          <p role="alert" className={styles.refusal}>
            {refusal(draw.error)}
          </p>
        ) : null}
        <div aria-live="polite" className={styles.stack}>
          {draw.phase === 'shown' && result ? <DrawnPrize result={result} /> : null}
        </div>
      </div>
    </article>
  );
}

function DrawnPrize(props: { result: DrawResult }) {
  const { t, language } = useT('campaigns');
  const { result } = props;
  const amount = prizeText(result.prize, result.currency, t, language);
  return (
    <div className={styles.result} data-testid="draw-result">
      <p className={styles.factLabel}>{t('campaigns.result.title')}</p>
      <p className={styles.resultFigure}>
        {result.prize.kind === 'none' ? t('campaigns.prize.none') : amount}
      </p>
      <p className={styles.notice}>
        {result.prize.kind === 'money'
          ? t('campaigns.result.money', { amount })
          : result.prize.kind === 'points'
            ? t('campaigns.result.points', {
                points: formatNumber(result.prize.amount as Intl.StringNumericLiteral, language),
              })
            : t('campaigns.result.none')}
      </p>
      <p className={styles.muted}>{t('campaigns.result.verifyLater')}</p>
      <div className={styles.links}>
        {result.prize.kind === 'money' ? (
          <Link to="/wallet" className={styles.link}>
            {t('campaigns.result.toWallet')}
          </Link>
        ) : null}
        <Link to="/campaigns/draws" className={styles.link}>
          {t('campaigns.result.toDraws')}
        </Link>
      </div>
    </div>
  );
}
