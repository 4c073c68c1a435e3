import { games, NotFound, useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@lotus/app-shell/routing';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import { VassalagePopup } from '../lobby/index.ts';
import * as styles from './GamePage.css.ts';

/**
 * Where links to a game land (the line-detection page's hot games): the game, and the way in
 * through the start-game flow (a visitor is asked to log in first, then the game opens the way
 * the server says: a route, the game frame or a collection's popup list).
 */
export function GamePage() {
  const { t } = useT('lobby', 'member', 'shell');
  const { code } = useParams();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== null);
  const { launch, launching } = useLaunchGame();
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
          {!signedIn && <p className={styles.lead}>{t('member.game.loginToPlay')}</p>}
          <Button
            onClick={() => launch(game)}
            loading={launching === game.code}
            data-testid={signedIn ? 'game-play' : 'game-login'}
          >
            {signedIn ? t('lobby.card.play', { name: game.name }) : t('shell.login')}
          </Button>
        </div>
      </div>
      <VassalagePopup />
    </Card>
  );
}
