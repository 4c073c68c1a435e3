import { AppProviders } from '@lotus/app-shell';
import { BrowserRouter, SiteRoutes } from '@lotus/app-shell/routing';
import { routes } from './routes.tsx';

/**
 * The operator console: language, data cache, theme and toasts around the routes. No system-status
 * gate: the operator listener serves no public call, and an operator works through maintenance.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SiteRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
