import { useT } from '@lotus/i18n';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import { ProductsSection } from './ProductsSection.tsx';
import { RatesSection } from './RatesSection.tsx';

/**
 * The points mall as the operator sets it up: its products (on offer or not), each added or
 * changed through a checked form, and the exchange-rate table by which points are earned and
 * converted.
 */
export function PointsMallPage() {
  const { t } = useT('console');
  return (
    <div className={page.page} data-testid="points-mall-page">
      <PageHeader title={t('console.points.mall.title')} lead={t('console.points.mall.lead')} />
      <ProductsSection />
      <RatesSection />
    </div>
  );
}
