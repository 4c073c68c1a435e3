import { mountSite, preloadRoutes } from '@lotus/app-shell';
import { App } from './App.tsx';
import { startProgressiveWebApp } from './lib/progressive-web-app.ts';
import { memberRoutes } from './routes.tsx';

// The first page's chunk loads before mounting, so the first render shows the page itself.
mountSite(<App />, { waitFor: [preloadRoutes(memberRoutes, window.location.pathname)] });
startProgressiveWebApp();
