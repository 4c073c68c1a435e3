import { SiteRoot, SiteRoutes } from '@lotus/app-shell';
import { BrowserRouter } from '@lotus/app-shell/routing';
import { memberRoutes } from './routes.tsx';

export function App() {
  return (
    <SiteRoot>
      <BrowserRouter>
        <SiteRoutes routes={memberRoutes} />
      </BrowserRouter>
    </SiteRoot>
  );
}
