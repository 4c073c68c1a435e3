import { useLocation } from '@lotus/app-shell/routing';
import { ExchangeRecordsPage } from './ExchangeRecordsPage.tsx';
import { PointsDetailPage } from './PointsDetailPage.tsx';
import { PointsMallPage } from './PointsMallPage.tsx';
import { PointsRulesPage } from './PointsRulesPage.tsx';

/**
 * The mall, its records, the points detail and the rules behind one lazy route entry: every entry
 * of the route table weighs on the home page's first load (issue 16's budget); the path says which
 * page this is. The four share their frame and queries, so one chunk costs them little.
 */
export function PointsRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/points-mall/records')) return <ExchangeRecordsPage />;
  if (pathname.startsWith('/points-mall')) return <PointsMallPage />;
  if (pathname.startsWith('/points/rules')) return <PointsRulesPage />;
  return <PointsDetailPage />;
}
