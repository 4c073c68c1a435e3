import { mountSite } from '@lotus/app-shell';
import { App } from './App.tsx';
import { requestLinesEarly } from './features/lines/index.ts';

requestLinesEarly();
mountSite(<App />);
