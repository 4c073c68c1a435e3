import { mountSite } from '@lotus/app-shell';
import { preloadRoutes } from '@lotus/app-shell/routing';
import { App } from './App.tsx';
import { routes } from './routes.tsx';

// The first page's chunk loads before mounting, so the first render shows the page itself.
mountSite(<App />, { waitFor: [preloadRoutes(routes, window.location.pathname)] });
