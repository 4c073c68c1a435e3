import { SiteRoutes } from '@lotus/app-shell/routing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PromotionsPages } from './PromotionsPages.tsx';
import { promotionOf, rewardCentreOf } from './promotions-fakes.ts';

// The route table's entries, as routes.tsx has them.
const routes = [
  { path: '/promotions/:id?', element: <PromotionsPages /> },
  { path: '/rewards', element: <PromotionsPages /> },
];

signInForEachTest();

describe('the promotions pages’ one route entry', () => {
  it.each([
    ['/promotions', 'Khuyến mãi'],
    ['/promotions/2', 'Nạp đầu nhận 100 %'],
    ['/rewards', 'Trung tâm phần thưởng'],
  ])('opens %s on its page', async (path, heading) => {
    serveFakeApi((request) => {
      const at = request.url.pathname;
      if (at === '/wps/member/info')
        return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
      if (at === '/wps/member/promotions')
        return { value: { promotions: [promotionOf('first_deposit_match')] } };
      if (at === '/wps/member/rewards') return { value: rewardCentreOf() };
      if (at === '/wps/member/promotions/applications') return { value: { applications: [] } };
      return undefined;
    });
    renderPage(<SiteRoutes routes={routes} />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
