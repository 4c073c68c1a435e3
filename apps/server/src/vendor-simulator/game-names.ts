import { demoCatalogGames, demoCatalogVendors } from '../seed/demo-catalog.ts';

// The simulator plays the demo catalog's games: a real vendor knows its own games' names in the
// player's language, so the simulator takes them from the catalog it stands behind rather than
// spelling a code ("vn-lottery-north" read "Vn Lottery North" on the Vietnamese site).
const names = new Map(demoCatalogGames.map((game) => [`${game.vendor}/${game.code}`, game]));
const vendorNames = new Map(demoCatalogVendors.map((vendor) => [vendor.code, vendor.name]));

/** "lucky-lotus" → "Lucky Lotus": a game the demo catalog does not hold (an operator's own). */
function titleFromCode(gameCode: string): string {
  return gameCode
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A game's name in the page's language: "Xổ Số Miền Bắc", "Bóng Đá". */
export function gameTitle(vendor: string, gameCode: string, language: 'vi' | 'en'): string {
  const game = names.get(`${vendor}/${gameCode}`);
  return game ? game[language] : titleFromCode(gameCode);
}

/** The vendor's name ("Lotus Simulator Slots"), never its code. */
export function vendorName(vendor: string): string {
  return vendorNames.get(vendor) ?? titleFromCode(vendor.toLowerCase());
}
