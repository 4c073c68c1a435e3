import { preloadRoutes, SiteRoot, SiteRoutes } from '@lotus/app-shell';
import { renderFrame } from '@lotus/app-shell/frame';
import { StaticRouter } from '@lotus/app-shell/routing';
import { agentRoutes } from './routes.tsx';

/** The agent site's entry page, which the build draws into index.html (decision 0016). */
const framePath = '/login';

/** The login page's frame: App's tree, with a router fixed at the login page's address. */
export function renderSiteFrame() {
  return renderFrame(
    <SiteRoot>
      <StaticRouter location={framePath}>
        <SiteRoutes routes={agentRoutes} />
      </StaticRouter>
    </SiteRoot>,
    { path: framePath, before: () => preloadRoutes(agentRoutes, framePath) },
  );
}
