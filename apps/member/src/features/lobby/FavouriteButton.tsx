import { useRefusalText, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { catalog, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { isFavourite, useFavouriteIds } from '../../lib/favourite-ids-store.ts';
import * as styles from './lobby.css.ts';

/**
 * The star on a game card: a toggle (aria-pressed) that adds or removes the game from the
 * favourites. A visitor is asked to log in first. The server answers the new id list, which every
 * card then shows.
 */
export function FavouriteButton(props: { game: Pick<LobbyGame, 'nodeId' | 'isFav' | 'name'> }) {
  const { t } = useT('lobby');
  const { show: toast } = useToast();
  const refusalText = useRefusalText();
  const protect = useProtectedAction();
  const ids = useFavouriteIds((state) => state.ids);
  const replace = useFavouriteIds((state) => state.replace);
  const queryClient = useQueryClient();
  const pressed = isFavourite(ids, props.game);
  const save = useSubmit({
    send: (favourite: boolean) =>
      (favourite ? catalog.addFavourite : catalog.removeFavourite)(props.game.nodeId),
    onSuccess: (answer) => {
      replace(answer.ids);
      void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.favouritesAll });
    },
    // A star has no room for words: the refusal is a toast.
    onRefused: (error) =>
      toast({ message: refusalText(error, t('lobby.card.favouriteFailed')), tone: 'danger' }),
  });
  const toggle = () => protect(() => save.submit(!pressed));
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={pressed}
      aria-label={t('lobby.card.favourite', { name: props.game.name })}
      disabled={save.pending}
      onClick={toggle}
      data-testid="favourite-toggle"
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
