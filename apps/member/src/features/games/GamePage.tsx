import { games, NotFound } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import * as styles from './GamePage.css.ts';

/**
 * Where links to a game land (the line-detection page's hot games): the game, and the way in.
 * Starting a game needs a login first (spec: "Start-game flow: check login").
 */
export function GamePage() {
  const { t } = useT();
  const { code } = useParams();
  const navigate = useNavigate();
  const openLogin = useLoginModal((state) => state.open);
  const list = useQuery({ queryKey: ['hotGames'], queryFn: games.hotGames });
  if (list.isPending) return <Skeleton height={320} radius="lg" />;
  const game = list.data?.find((entry) => entry.code === code);
  if (!game) return <NotFound onHome={() => void navigate('/')} />;
  return (
    <Card>
      <div className={styles.layout}>
        <img className={styles.image} src={game.imageUrl} alt="" width={320} height={240} />
        <div className={styles.text}>
          <h1 className={styles.title}>{game.name}</h1>
          <p className={styles.lead}>{t('member.game.loginToPlay')}</p>
          <Button onClick={openLogin} data-testid="game-login">
            {t('shell.login')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
