import type { CrashPhase, CrashPlayer } from '@lotus/contract/crash';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Card, EmptyState } from '@lotus/ui';
import { formatMultiplier } from './crash-room-state.ts';
import * as styles from './crash.css.ts';

/** The round's players as everyone sees them: masked names, stakes, cash-outs as they happen. */
export function CrashPlayers(props: { players: CrashPlayer[]; phase: CrashPhase; currency: string }) {
  const { t, language } = useT('crash');
  const { players, phase, currency } = props;
  return (
    <Card padding="md">
      <h2 className={styles.sectionTitle}>{t('crash.players.title', { count: players.length })}</h2>
      {players.length === 0 ? (
        <EmptyState headingLevel={3} title={t('crash.players.empty')} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {t('crash.players.name')}
              </th>
              <th className={styles.numberCell} scope="col">
                {t('crash.players.stake')}
              </th>
              <th className={styles.numberCell} scope="col">
                {t('crash.players.cashOut')}
              </th>
              <th className={styles.numberCell} scope="col">
                {t('crash.players.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {players.map((player, index) => (
              <tr key={`${player.name}-${index}`}>
                <td className={styles.cell}>{player.name}</td>
                <td className={styles.numberCell}>{formatMoney(player.stake, currency, language)}</td>
                <td className={styles.numberCell}>
                  {player.cashedOutAt !== null ? (
                    <Badge tone="success">{formatMultiplier(player.cashedOutAt, language)}</Badge>
                  ) : phase === 'crashed' ? (
                    <Badge tone="danger">{t('crash.players.lost')}</Badge>
                  ) : (
                    <Badge tone="neutral">{t('crash.players.stillIn')}</Badge>
                  )}
                </td>
                <td className={styles.numberCell}>
                  {player.payout !== null ? formatMoney(player.payout, currency, language) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
