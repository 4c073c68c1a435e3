import { lazyComponent } from '@lotus/app-shell';

// The hot games the page shows below the lines, under the fold of a phone: loaded lazily, so the
// page can load them when the visitor scrolls to them and the lines get the connection first.
export const HotGames = lazyComponent(() => import('./HotGames.tsx').then((module) => module.HotGames));
