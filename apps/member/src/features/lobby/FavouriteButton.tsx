import { useT } from '@lotus/i18n';
import { useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalText } from '../../lib/refusals.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { catalog, catalogQueryKeys } from './catalog-queries.ts';
import type { LobbyGame } from './catalog-queries.ts';
import { isFavourite, useFavouriteIds } from '../../lib/favourite-ids-store.ts';
import * as styles from './lobby.css.ts';

/**
 * The star on a game card: a toggle (aria-pressed) that adds or removes the game from the
 * favourites. A visitor is asked to log in first. The server answers the new id list, which every
 * card then shows.
 */
export function FavouriteButton(props: { game: Pick<LobbyGame, 'nodeId' | 'isFav' | 'name'> }) {
  const { t } = useT();
  const { show: toast } = useToast();
  const protect = useProtectedAction();
  const ids = useFavouriteIds((state) => state.ids);
  const replace = useFavouriteIds((state) => state.replace);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const pressed = isFavourite(ids, props.game);
  const toggle = () =>
    protect(() => {
      setSaving(true);
      const call = pressed ? catalog.removeFavourite : catalog.addFavourite;
      call(props.game.nodeId)
        .then((answer) => {
          replace(answer.ids);
          void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.favouritesAll });
        })
        .catch((error: unknown) =>
          toast({ message: refusalText(error, t('lobby.card.favouriteFailed')), tone: 'danger' }),
        )
        .finally(() => setSaving(false));
    });
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={pressed}
      aria-label={t('lobby.card.favourite', { name: props.game.name })}
      disabled={saving}
      onClick={toggle}
      data-testid="favourite-toggle"
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
