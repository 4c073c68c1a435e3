import { useLocation } from '@lotus/app-shell/routing';
import { LuckyTicketPage, RedEnvelopePage, WheelPage } from './CampaignPages.tsx';
import { MyDrawsPage } from './MyDrawsPage.tsx';

/**
 * The wheel, the red envelope, the lucky ticket and my draws behind one lazy route entry: the
 * home page's chunk carries the route table, whose every entry counts against its budget; the path
 * says which page this is. (The verifier, which brings the HMAC code, keeps an entry of its own.)
 */
export function CampaignsRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/red-envelope')) return <RedEnvelopePage />;
  if (pathname.startsWith('/lucky-ticket')) return <LuckyTicketPage />;
  if (pathname.startsWith('/campaigns/draws')) return <MyDrawsPage />;
  return <WheelPage />;
}
