import { useT } from '@lotus/i18n';
import { Dialog, EmptyState } from '@lotus/ui';
import { GameCard } from './GameCard.tsx';
import * as styles from './lobby.css.ts';
import { useLaunchPopup } from '../../lib/launch-popup-store.ts';
import { useLaunchGame } from '../../lib/use-launch-game.ts';

/**
 * The popup game list of a VASSALAGE game: its collection's games, each launched through the same
 * flow. A dialog: focus moves in, Tab stays in, Escape closes and gives focus back.
 */
export function VassalagePopup() {
  const { t } = useT('lobby');
  const list = useLaunchPopup((state) => state.list);
  const hide = useLaunchPopup((state) => state.hide);
  const { launch, launching } = useLaunchGame();
  return (
    <Dialog
      open={list !== null}
      onClose={hide}
      size="lg"
      title={list ? t('lobby.vassalage.title', { name: list.name }) : ''}
      closeLabel={t('lobby.vassalage.close')}
    >
      {list && list.games.length === 0 && <EmptyState headingLevel={3} title={t('lobby.vassalage.empty')} />}
      {list && list.games.length > 0 && (
        <ul className={styles.popupGrid} data-testid="vassalage-games">
          {list.games.map((game) => (
            <li key={game.code} className={styles.popupCell}>
              <GameCard game={game} onPlay={launch} busy={launching === game.code} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
