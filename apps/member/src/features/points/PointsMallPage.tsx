import { useSystemStatus } from '@lotus/app-shell';
import type { Product, ProductKind } from '@lotus/contract/points';
import { productKinds } from '@lotus/contract/points';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton, Tabs } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { ExchangeDialog } from './ExchangeDialog.tsx';
import { LoadProblem, PointsFrame } from './PointsFrame.tsx';
import { PointsSummaryCard } from './PointsSummaryCard.tsx';
import { ProductArt } from './ProductArt.tsx';
import { pointsApi, pointsQueryKeys } from './points-queries.ts';
import { formatPoints, maxQuantityOf } from './points-rules.ts';
import * as styles from './points.css.ts';

type Tab = 'all' | ProductKind;

/**
 * The points mall (`/points-mall`): the member's points, the products by kind, and the exchange
 * dialog of the one chosen.
 */
export function PointsMallPage() {
  const { t } = useT('points');
  return (
    <PointsFrame title={t('points.mall.title')} lead={t('points.mall.lead')}>
      <Mall />
    </PointsFrame>
  );
}

function Mall() {
  const { t } = useT('points');
  const { brand } = useSystemStatus();
  const summary = useQuery({ queryKey: pointsQueryKeys.summary, queryFn: pointsApi.summary });
  const [tab, setTab] = useState<Tab>('all');
  const [chosen, setChosen] = useState<Product | null>(null);
  // One idempotency key per product until its exchange succeeds (read only in events).
  const attempts = useRef(new Map<string, string>());
  const currency = summary.data?.currency ?? brand.currency;
  const tabs: Tab[] = ['all', ...productKinds];
  return (
    <>
      <PointsSummaryCard query={summary} />
      <Tabs
        label={t('points.mall.kindsLabel')}
        selectedId={tab}
        onChange={(id) => setTab(id as Tab)}
        items={tabs.map((id) => ({
          id,
          label: t(`points.kinds.${id}`),
          content: (
            <ProductGrid kind={id === 'all' ? undefined : id} currency={currency} onChoose={setChosen} />
          ),
        }))}
      />
      {chosen ? (
        <ExchangeDialog
          key={chosen.id}
          product={chosen}
          points={summary.data?.points}
          currency={currency}
          attemptKey={() => {
            const known = attempts.current.get(chosen.id);
            if (known) return known;
            const key = newIdempotencyKey();
            attempts.current.set(chosen.id, key);
            return key;
          }}
          onExchanged={() => attempts.current.delete(chosen.id)}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </>
  );
}

function ProductGrid(props: {
  kind: ProductKind | undefined;
  currency: string;
  onChoose: (product: Product) => void;
}) {
  const { t } = useT('points');
  const products = useQuery({
    queryKey: pointsQueryKeys.products(props.kind),
    queryFn: () => pointsApi.products(props.kind),
  });
  if (products.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('points.mall.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton height={250} radius="lg" />
          </li>
        ))}
      </ul>
    );
  }
  if (products.isError) {
    return (
      <LoadProblem
        title={t('points.mall.loadError')}
        failure={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  }
  if (products.data.products.length === 0) {
    return <EmptyState title={t('points.mall.empty')} description={t('points.mall.emptyHint')} />;
  }
  return (
    <ul className={styles.grid} aria-label={t('points.mall.title')}>
      {products.data.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} currency={props.currency} onChoose={props.onChoose} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard(props: { product: Product; currency: string; onChoose: (product: Product) => void }) {
  const { t, language } = useT('points');
  const { product } = props;
  const soldOut = maxQuantityOf(product) === 0;
  return (
    <article
      className={soldOut ? `${styles.product} ${styles.productSoldOut}` : styles.product}
      aria-labelledby={`product-${product.id}`}
      data-testid="product-card"
    >
      <div className={styles.art}>
        <ProductArt kind={product.kind} imageUrl={product.imageUrl} />
        {soldOut ? (
          <Badge tone="danger" className={styles.soldOutBadge}>
            {t('points.mall.soldOut')}
          </Badge>
        ) : null}
      </div>
      <div className={styles.productBody}>
        <h3 id={`product-${product.id}`} className={styles.productName}>
          {product.name}
        </h3>
        <p className={styles.productPrice}>
          <span>{t('points.count', { points: formatPoints(product.points, language) })}</span>
          {product.amount === '0' ? null : (
            <span className={styles.productAmount}>
              + {formatMoney(product.amount, props.currency, language)}
            </span>
          )}
        </p>
        <div className={styles.productFoot}>
          <span className={styles.muted}>
            {soldOut
              ? t('points.mall.soldOut')
              : t('points.mall.stockLeft', { count: formatPoints(String(product.stock), language) })}
          </span>
          <Button
            size="sm"
            disabled={soldOut}
            aria-label={t('points.mall.exchangeLabel', { name: product.name })}
            onClick={() => props.onChoose(product)}
          >
            {t('points.mall.exchange')}
          </Button>
        </div>
      </div>
    </article>
  );
}
