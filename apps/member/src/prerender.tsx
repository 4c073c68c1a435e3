import { preloadRoutes, SiteRoot, SiteRoutes } from '@lotus/app-shell';
import { renderFrame } from '@lotus/app-shell/frame';
import { StaticRouter } from '@lotus/app-shell/routing';
import { memberRoutes } from './routes.tsx';

/** The member site's entry page, which the build draws into index.html (decision 0016). */
const framePath = '/';

/** The home page's frame: App's tree, with a router fixed at the home page's address. */
export function renderSiteFrame() {
  return renderFrame(
    <SiteRoot>
      <StaticRouter location={framePath}>
        <SiteRoutes routes={memberRoutes} />
      </StaticRouter>
    </SiteRoot>,
    { path: framePath, before: () => preloadRoutes(memberRoutes, framePath) },
  );
}
