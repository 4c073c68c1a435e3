import { SiteRoot, SiteRoutes } from '@lotus/app-shell';
import { BrowserRouter } from 'react-router';
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
