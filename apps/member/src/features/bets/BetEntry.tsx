import { useSystemStatus } from '@lotus/app-shell';
import type { BetRecord } from '@lotus/contract/bets';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button } from '@lotus/ui';
import { useId, useState } from 'react';
import { NetResultBadge } from '../../components/NetResultBadge.tsx';
import { BetRoundDetails } from './BetRoundDetails.tsx';
import { useCatalogNames } from './use-catalog-names.ts';
import * as styles from './bets.css.ts';

// A settled round is marked by its net result instead (NetResultBadge).
const houseGameCodes = ['mines-gold', 'limbo', 'tower', 'dice', 'plinko', 'pappu'] as const;
type HouseGameCode = (typeof houseGameCodes)[number];
const isHouseGame = (round: BetRecord): round is BetRecord & { gameCode: HouseGameCode } =>
  round.vendor === 'LOTUS' && (houseGameCodes as readonly string[]).includes(round.gameCode);

const statusTones: Record<BetRecord['status'], BadgeTone> = {
  open: 'info',
  settled: 'neutral',
  rolled_back: 'warning',
};

/** One round of the betting record: game, status, stake, payout and result, times; opened, its details. */
export function BetEntry(props: { round: BetRecord }) {
  // originals: a house round is named by its game ("Xúc Xắc"), not by its vendor's and game's codes.
  const { t, language } = useT('bets', 'originals');
  const { brand } = useSystemStatus();
  const { round } = props;
  const money = (value: string) => formatMoney(value, round.currency, language);
  const when = (iso: string) => formatDateTime(iso, { language, timeZone: brand.timeZone });
  const rolledBack = round.status === 'rolled_back';
  const net = round.net;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className={styles.entry} data-testid="bet-entry">
      <div className={styles.entryLine}>
        <span className={styles.entryTitle}>
          {t(`bets.gameTypes.${round.gameType}`)} ·{' '}
          {isHouseGame(round) ? t(`originals.games.${round.gameCode}`) : <VendorGameName round={round} />}
        </span>
        {round.status === 'settled' ? (
          <NetResultBadge stake={round.stake} payout={round.payout} />
        ) : (
          <Badge tone={statusTones[round.status]}>{t(`bets.statuses.${round.status}`)}</Badge>
        )}
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>
            {rolledBack ? t('bets.record.returned') : t('bets.record.stake')}
          </dt>
          <dd className={styles.figureValue}>{money(rolledBack ? round.rolledBackStake : round.stake)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('bets.record.payout')}</dt>
          <dd className={styles.figureValue}>{money(round.payout)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('bets.record.net')}</dt>
          <dd
            className={`${styles.figureValue} ${net === null ? '' : net.startsWith('-') ? styles.loss : styles.win}`}
          >
            {net === null ? t('bets.record.notSettled') : net.startsWith('-') ? money(net) : `+${money(net)}`}
          </dd>
        </div>
      </dl>
      <div className={styles.entryLine}>
        <span className={styles.muted}>
          {t('bets.record.placedAt')}: <time dateTime={round.placedAt}>{when(round.placedAt)}</time>
        </span>
        {round.settledAt === null ? null : (
          <span className={styles.muted}>
            {t('bets.record.settledAt')}: <time dateTime={round.settledAt}>{when(round.settledAt)}</time>
          </span>
        )}
      </div>
      <div className={styles.entryLine}>
        <p className={styles.muted}>{t('bets.record.round', { round: round.roundId })}</p>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t(open ? 'bets.detail.hideRound' : 'bets.detail.showRound', { round: round.roundId })}
          onClick={() => setOpen(!open)}
        >
          {open ? t('bets.detail.hide') : t('bets.detail.show')}
        </Button>
      </div>
      {/* Loaded only once opened: a page of twenty rounds asks for nothing more until then. */}
      <div id={detailsId} hidden={!open}>
        {open ? <BetRoundDetails id={round.id} /> : null}
      </div>
    </li>
  );
}

/**
 * A vendor's game by the catalog's names ("Hoa Sen May Mắn · Lotus Simulator Slots"), never its
 * codes; a game the catalog no longer lists keeps its code, the only name the record has.
 */
function VendorGameName(props: { round: BetRecord }) {
  const names = useCatalogNames(props.round.vendor);
  const game = names?.gameNames.get(props.round.gameCode) ?? props.round.gameCode;
  const vendor = names?.vendorName ?? props.round.vendor;
  return (
    <span data-game-code={props.round.gameCode}>
      {game} · {vendor}
    </span>
  );
}
