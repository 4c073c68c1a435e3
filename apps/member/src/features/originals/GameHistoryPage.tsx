import type { HouseGame, HouseRound } from '@lotus/contract/house-games';
import { useSystemStatus } from '@lotus/app-shell';
import { formatDateTime, formatMoney, formatMultiplier, useT } from '@lotus/i18n';
import { Badge, Button, Select } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { NetResultBadge } from '../../components/NetResultBadge.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { historyPageSize, houseGames, originalsQueryKeys } from './originals-queries.ts';
import { verifyLinkOfRound } from './verify-round.ts';
import * as styles from './originals.css.ts';

/** The games with rounds in the recall (the contract's house game codes, as types only here). */
const historyGames: readonly HouseGame[] = ['mines-gold', 'tower', 'dice', 'limbo', 'plinko'];

/** The game recall (`/game-history`): the member's house-game rounds, newest first, each with its seeds. */
export function GameHistoryPage() {
  return (
    <RequireSignIn>
      <GameHistory />
    </RequireSignIn>
  );
}

function GameHistory() {
  const { t } = useT('originals');
  const [game, setGame] = useState<HouseGame | ''>('');
  const [page, setPage] = useState(1);
  const filter = { ...(game ? { game } : {}), page };
  const rounds = useQuery({
    queryKey: originalsQueryKeys.rounds(filter),
    queryFn: () => houseGames.rounds({ ...filter, size: historyPageSize }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('originals.history.title')}</h1>
      <p className={styles.muted}>{t('originals.history.intro')}</p>
      <Select
        label={t('originals.history.game')}
        options={[
          { value: '', label: t('originals.history.all') },
          ...historyGames.map((value) => ({ value, label: t(`originals.games.${value}`) })),
        ]}
        value={game}
        onChange={(event) => {
          setGame(event.target.value as HouseGame | '');
          setPage(1);
        }}
      />
      <PagedList
        query={rounds}
        page={page}
        pageSize={historyPageSize}
        onPage={setPage}
        placeholderHeight={240}
        texts={{
          caption: t('originals.history.caption'),
          empty: t('originals.history.empty'),
          emptyHint: t('originals.history.emptyHint'),
          loadError: t('originals.history.loadError'),
          pager: {
            label: t('originals.history.pager.label'),
            previous: t('originals.history.pager.previous'),
            next: t('originals.history.pager.next'),
            pageOf: (current, pages) => t('originals.history.pager.pageOf', { page: current, pages }),
          },
        }}
        renderEntry={(round) => <RoundEntry key={round.id} round={round} />}
      />
    </div>
  );
}

/** One round: game, status, stake, payout, time; opening it shows its seeds and the verify link. */
function RoundEntry(props: { round: HouseRound }) {
  const { t, language } = useT('originals');
  const { brand } = useSystemStatus();
  const { round } = props;
  const [open, setOpen] = useState(false);
  const money = (minor: string) => formatMoney(minor, round.currency, language);
  const serverSeed = round.serverSeed;
  return (
    <li className={styles.entry} data-testid="history-round">
      <div className={styles.entryHead}>
        <strong>
          {t(`originals.games.${round.game}`)} · {t('originals.history.round', { id: round.id })}
        </strong>
        {round.status === 'playing' ? (
          <Badge tone="info">{t('originals.history.statuses.playing')}</Badge>
        ) : (
          <NetResultBadge stake={round.stake} payout={round.payout} />
        )}
      </div>
      <p className={styles.muted}>
        {t('originals.history.stake', { amount: money(round.stake) })} ·{' '}
        {t('originals.history.payout', { amount: money(round.payout) })} ·{' '}
        {formatMultiplier(round.multiplier, language, { fractionDigits: 4 })} ·{' '}
        {formatDateTime(round.createdAt, { language, timeZone: brand.timeZone })}
      </p>
      <div>
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('originals.history.hideDetails') : t('originals.history.details')}
        </Button>
      </div>
      {open && (
        <dl className={styles.detailList}>
          <dt className={styles.detailTerm}>{t('originals.history.serverSeedHash')}</dt>
          <dd className={`${styles.detailValue} ${styles.hash}`}>{round.serverSeedHash}</dd>
          <dt className={styles.detailTerm}>{t('originals.history.serverSeed')}</dt>
          <dd className={`${styles.detailValue} ${styles.hash}`}>
            {serverSeed ?? t('originals.history.serverSeedHidden')}
          </dd>
          <dt className={styles.detailTerm}>{t('originals.history.clientSeed')}</dt>
          <dd className={`${styles.detailValue} ${styles.hash}`}>{round.clientSeed}</dd>
          <dt className={styles.detailTerm}>{t('originals.history.nonce')}</dt>
          <dd className={styles.detailValue}>{round.nonce}</dd>
          {serverSeed !== null && round.status !== 'playing' && (
            <dd className={styles.detailValue}>
              <Link className={styles.link} to={verifyLinkOfRound({ ...round, serverSeed })}>
                {t('originals.history.verify')}
              </Link>
            </dd>
          )}
        </dl>
      )}
    </li>
  );
}
