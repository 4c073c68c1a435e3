import { SiteRoot, SiteRoutes } from '@lotus/app-shell';
import { BrowserRouter } from '@lotus/app-shell/routing';
import { agentRoutes } from './routes.tsx';

export function App() {
  return (
    <SiteRoot>
      <BrowserRouter>
        <SiteRoutes routes={agentRoutes} />
      </BrowserRouter>
    </SiteRoot>
  );
}
