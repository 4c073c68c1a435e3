import type { OperatorProduct } from '@lotus/contract/points';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Badge, Button, Dialog, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import * as page from '../../components/page.css.ts';
import { pointsApi, productsKey } from './points-api.ts';
import { ProductForm } from './ProductForm.tsx';
import * as styles from './points.css.ts';

/** The product's name in the first language it has one. */
function nameOf(product: OperatorProduct): string {
  return product.texts.vi?.name ?? product.texts.en?.name ?? product.id;
}

/** One product: its names, kind, what it takes and pays, stock, limits, on offer or not, order. */
function ProductEntry(props: { product: OperatorProduct; currency: string; onEdit: () => void }) {
  const { product } = props;
  const { t, language } = useT('console');
  const money = (minor: string) => formatMoney(minor, props.currency, language);
  const unit = product.units.vi ?? product.units.en ?? '';
  return (
    <li className={page.entry} data-testid="points-product" data-id={product.id}>
      <div className={styles.entryHead}>
        <span className={page.strong}>{nameOf(product)}</span>
        <Badge tone="info">{t(`console.points.kinds.${product.kind}`)}</Badge>
        <Badge tone={product.active ? 'success' : 'neutral'}>
          {product.active ? t('console.points.mall.onOffer') : t('console.points.mall.notOnOffer')}
        </Badge>
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.points.form.vietnamese')}</dt>
          <dd className={product.texts.vi ? undefined : page.muted}>
            {product.texts.vi?.name ?? t('console.points.mall.noName')}
          </dd>
        </div>
        <div>
          <dt>{t('console.points.form.english')}</dt>
          <dd className={product.texts.en ? undefined : page.muted}>
            {product.texts.en?.name ?? t('console.points.mall.noName')}
          </dd>
        </div>
        <div>
          <dt>{t('console.points.mall.unit')}</dt>
          <dd>{[product.units.vi, product.units.en].filter(Boolean).join(' / ')}</dd>
        </div>
      </dl>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.points.mall.points')}</dt>
          <dd className={page.mono}>{formatNumber(BigInt(product.points), language)}</dd>
        </div>
        <div>
          <dt>{t('console.points.mall.amount')}</dt>
          <dd>{money(product.amount)}</dd>
        </div>
        {product.kind === 'cash' ? (
          <div>
            <dt>{t('console.points.mall.cashValue')}</dt>
            <dd>{money(product.cashValue)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('console.points.mall.stock')}</dt>
          <dd>{`${formatNumber(product.stock, language)} ${unit}`.trim()}</dd>
        </div>
        <div>
          <dt>{t('console.points.mall.maxPerExchange')}</dt>
          <dd>{formatNumber(product.maxPerExchange, language)}</dd>
        </div>
        <div>
          <dt>{t('console.points.mall.sort')}</dt>
          <dd>{formatNumber(product.sort, language)}</dd>
        </div>
      </dl>
      <div className={page.actions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={props.onEdit}
          aria-label={t('console.points.mall.editOf', { name: nameOf(product) })}
        >
          {t('console.points.mall.edit')}
        </Button>
      </div>
    </li>
  );
}

/** The mall's products, on offer or not, each to edit, and a product to add; the form in a dialog. */
export function ProductsSection() {
  const { t } = useT('common', 'console');
  const products = useQuery({ queryKey: productsKey, queryFn: pointsApi.products });
  const [editing, setEditing] = useState<OperatorProduct | 'new' | null>(null);
  const close = () => setEditing(null);

  let body;
  if (products.isPending)
    body = (
      <div aria-busy="true" data-testid="points-loading">
        <Skeleton height={180} radius="md" />
      </div>
    );
  else if (products.isError)
    body = <LoadFailed title={t('console.points.mall.loadFailed')} onRetry={() => void products.refetch()} />;
  else if (products.data.products.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('console.points.mall.empty')}
        description={t('console.points.mall.emptyHint')}
      />
    );
  else
    body = (
      <ul className={page.list} aria-label={t('console.points.mall.list')} aria-busy={products.isFetching}>
        {products.data.products.map((product) => (
          <ProductEntry
            key={product.id}
            product={product}
            currency={products.data.currency}
            onEdit={() => setEditing(product)}
          />
        ))}
      </ul>
    );

  return (
    <section className={page.section} aria-labelledby="points-products-title">
      <div className={styles.sectionHead}>
        <h2 id="points-products-title" className={page.sectionTitle}>
          {t('console.points.mall.products')}
        </h2>
        <Button size="sm" disabled={!products.data} onClick={() => setEditing('new')}>
          {t('console.points.mall.add')}
        </Button>
      </div>
      <p className={page.muted}>{t('console.points.mall.productsLead')}</p>
      {body}
      <Dialog
        open={editing !== null}
        onClose={close}
        size="lg"
        title={
          editing === null || editing === 'new'
            ? t('console.points.form.addTitle')
            : t('console.points.form.editTitle', { name: nameOf(editing) })
        }
        closeLabel={t('common.close')}
        closeOnBackdropClick={false}
      >
        {editing !== null && products.data ? (
          <ProductForm
            key={editing === 'new' ? 'new' : editing.id}
            product={editing === 'new' ? null : editing}
            currency={products.data.currency}
            onDone={close}
            onCancel={close}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
