import { mountSite } from '@lotus/app-shell';
import { App } from './App.tsx';
import { requestLinesEarly } from './features/lines/index.ts';

// The lines are the page: the first render waits for them, so it shows them in place of the frame's
// loading rows (nothing moves under them when they come).
mountSite(<App />, { waitFor: [requestLinesEarly()] });
