// The hot games the page shows beside the lines.
export { HotGames } from './HotGames.tsx';
