import { useMemberInfo } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Card, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import { RecentGamesRow } from './RecentGamesRow.tsx';
import * as styles from './SignedInWelcome.css.ts';

/**
 * The home page's top once signed in, instead of the invitation to log in: the player by name,
 * their balance (the header's query, kept live by the stream) and what to do next: deposit when
 * there is nothing to play with, else go on playing; then the games they played last. Its parts
 * keep their place while they load (no layout shift on a signed-in reload).
 */
export function SignedInWelcome() {
  const { t, language } = useT('member');
  const info = useMemberInfo();
  const balance = useQuery({ queryKey: walletQueryKeys.balance, queryFn: wallet.balance });
  const name = info.data ? (info.data.nickname ?? info.data.account) : null;
  const isDemo = info.data?.isDemo === true;
  const empty = balance.data !== undefined && BigInt(balance.data.balance) === 0n;
  return (
    <>
      <Card>
        <div className={styles.welcome} data-testid="signed-in-welcome">
          <h1 id="home-title" className={styles.greeting}>
            {name === null ? (
              <Skeleton width="12rem" height="1.75rem" />
            ) : (
              t('member.welcome.greeting', { name })
            )}
          </h1>
          <p className={styles.balance}>
            {/* A free-play guest's balance is play money (decision 0018), and says so. */}
            {balance.data?.playMoney === true ? (
              <Badge tone="info" className={styles.playBadge} data-testid="play-money-badge">
                {t('member.playMoney.badge')}
              </Badge>
            ) : (
              <span className={styles.balanceLabel}>{t('member.welcome.balance')}</span>
            )}
            <span className={styles.balanceFigure} data-testid="welcome-balance">
              {balance.data ? (
                formatMoney(balance.data.balance, balance.data.currency, language)
              ) : balance.isError ? (
                t('member.header.balanceFailed')
              ) : (
                <Skeleton width="9rem" height="2rem" />
              )}
            </span>
          </p>
          {/* Held while the balance loads, so the buttons under it do not move when it comes. */}
          <p className={styles.next} data-testid="welcome-next">
            {balance.data === undefined ? (
              <Skeleton width="16rem" height="1.25rem" />
            ) : empty && !isDemo ? (
              t('member.welcome.depositFirst')
            ) : (
              t('member.welcome.keepPlaying')
            )}
          </p>
          <div className={styles.actions}>
            {isDemo ? null : (
              <Link to="/deposit" className={empty ? styles.primaryAction : styles.action}>
                {t('member.welcome.deposit')}
              </Link>
            )}
            <Link to="/games/slots" className={empty && !isDemo ? styles.action : styles.primaryAction}>
              {t('member.welcome.browseGames')}
            </Link>
          </div>
        </div>
      </Card>
      <RecentGamesRow />
    </>
  );
}
