// What other places use of the lobby: the home page's rows and the lottery lobby show games as the
// lobby does. The lobby pages are loaded by routes.tsx from their files.
import * as lobbyStyles from './lobby.css.ts';

export { CategoryNav } from './CategoryNav.tsx';
export { FavouriteButton } from './FavouriteButton.tsx';
export type { CardGame } from './GameCard.tsx';
export { GameLane } from './GameLane.tsx';
export { VassalagePopup } from './VassalagePopup.tsx';
export { lobbyStyles };
