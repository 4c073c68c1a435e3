import { mountSite, preloadRoutes } from '@lotus/app-shell';
import { App } from './App.tsx';
import { agentRoutes } from './routes.tsx';

// The first page's chunk loads before mounting, so the first render shows the page itself.
mountSite(<App />, { waitFor: [preloadRoutes(agentRoutes, window.location.pathname)] });
