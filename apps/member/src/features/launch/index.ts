// What other places use of the launch feature (the lottery plays in the same frame). The launch
// flow itself (useLaunchGame) is in lib/, for every list of games; the play page is loaded by
// routes.tsx from its file.
export { GameFrame } from './GameFrame.tsx';
export { useHandedLaunch } from './use-handed-launch.ts';
