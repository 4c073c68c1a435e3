// The apps' API client and its resources. Each resource is a module of its own, so a build puts it
// (and its calls' declarations) in the chunks of the pages that call it: a resource only a lazily
// loaded page uses stays out of every first load, and one no page uses leaves the build.
export { apiClient, setApiLanguage, setPayloadKey } from './resources/client.ts';
export { system } from './resources/system.ts';
export { content } from './resources/content.ts';
export { games } from './resources/games.ts';
export { gamesCatalog } from './resources/games-catalog.ts';
export { jackpot } from './resources/jackpot.ts';
export { auth } from './resources/auth.ts';
export { security } from './resources/security.ts';
export { profile } from './resources/profile.ts';
export { social } from './resources/social.ts';
export { houseGames } from './resources/house-games.ts';
export { crash } from './resources/crash.ts';
export { liveEvents } from './resources/live-events.ts';
