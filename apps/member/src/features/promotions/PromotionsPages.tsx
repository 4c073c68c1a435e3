import { useLocation, useParams } from '@lotus/app-shell/routing';
import { PromotionDetailPage } from './PromotionDetailPage.tsx';
import { PromotionsPage } from './PromotionsPage.tsx';
import { RewardCentrePage } from './RewardCentrePage.tsx';

/**
 * The promotions pages behind one lazy route entry (`/promotions`, `/promotions/:id`, `/rewards`):
 * the member home's first load carries one entry in the route table instead of three (its budget
 * is nearly full), and the three pages share most of their code anyway.
 */
export function PromotionsPages() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (pathname === '/rewards' || pathname.startsWith('/rewards/')) return <RewardCentrePage />;
  return id === undefined ? <PromotionsPage /> : <PromotionDetailPage />;
}
