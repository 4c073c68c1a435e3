import { useRefusalText, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { useToast } from '@lotus/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@lotus/app-shell/routing';
import { useProtectedAction } from './use-protected-action.ts';
import { catalog, catalogLanguage } from './catalog-queries.ts';
import { useLaunchPopup } from './launch-popup-store.ts';

/** What a launch needs to know of a game: its code, and its name for the frame's header and the popup. */
export interface LaunchableGame {
  code: string;
  name: string;
}

/** What the game frame page receives from the launch (a reload asks the server again instead). */
export interface FrameLaunchState {
  url: string;
  name: string;
}

/**
 * What a page of the site (a lottery page) receives from a launch that routed to it: the answer's
 * vendor address, so the page opens the game without launching it a second time (a reload or a
 * shared link knows only the address, and the page launches for itself).
 */
export interface RouteLaunchState {
  code: string;
  name: string;
  gameUrl: string | null;
}

export const framePath = (code: string) => `/play/${encodeURIComponent(code)}`;

/**
 * The spec's start-game flow: the login check first (the login modal for a visitor, the info popup
 * for an agent account of type '4'), then the server's answer decides the way in: a route of this
 * site (house games, lottery), the vendor's page in the game frame, or the popup list of a
 * VASSALAGE game's collection. Nothing is recorded here: the server records each launch for the
 * recent games.
 */
export function useLaunchGame() {
  const { t, language } = useT('lobby');
  const navigate = useNavigate();
  const location = useLocation();
  const protect = useProtectedAction();
  const { show: toast } = useToast();
  const refusalText = useRefusalText();
  const showPopup = useLaunchPopup((state) => state.show);
  const hidePopup = useLaunchPopup((state) => state.hide);
  const start = useSubmit({
    send: (game: LaunchableGame) =>
      catalog.launch(game.code, catalogLanguage(language)).then((answer) => {
        if (answer.mode === 'popup') {
          showPopup({ name: game.name, vassalage: answer.vassalage, games: answer.games });
          return;
        }
        hidePopup();
        if (answer.mode === 'route') {
          // Spec (/vnlottery): no navigation when the player is already on that exact address.
          if (answer.route === `${location.pathname}${location.search}`) return;
          const state: RouteLaunchState = { code: game.code, name: game.name, gameUrl: answer.gameUrl };
          void navigate(answer.route, { state });
          return;
        }
        // A vendor's game, or the TCG_SEA lottery flow: the vendor's page in the game frame.
        const url = answer.mode === 'frame' ? answer.url : answer.gameUrl;
        const state: FrameLaunchState = { url, name: game.name };
        void navigate(framePath(game.code), { state });
      }),
    // A card has no room for words: the refusal is a toast.
    onRefused: (error) => toast({ message: refusalText(error, t('lobby.launch.failed')), tone: 'danger' }),
    // Each card launches its own game: a second card may be pressed while the first is on its way.
    oneAtATime: false,
  });
  const { submit } = start;
  const launch = useCallback((game: LaunchableGame) => protect(() => submit(game)), [protect, submit]);
  const launching = start.pending ? (start.sent?.code ?? null) : null;
  return { launch, launching };
}
