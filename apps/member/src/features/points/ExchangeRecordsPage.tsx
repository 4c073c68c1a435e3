import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { Exchange, ExchangeStatus } from '@lotus/contract/points';
import { exchangeStatuses } from '@lotus/contract/points';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import { Badge, EmptyState, Select, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { LoadProblem, PointsFrame } from './PointsFrame.tsx';
import { exchangesPageSize, pointsApi, pointsQueryKeys } from './points-queries.ts';
import { formatPoints, formatPointsChange, statusTones } from './points-rules.ts';
import * as styles from './points.css.ts';

/** The exchange records (`/points-mall/records`): newest first, of one status or all, paged. */
export function ExchangeRecordsPage() {
  const { t } = useT('points');
  return (
    <PointsFrame title={t('points.records.title')} lead={t('points.records.lead')}>
      <Records />
    </PointsFrame>
  );
}

function Records() {
  const { t } = useT('points');
  const [status, setStatus] = useState<ExchangeStatus | ''>('');
  const [page, setPage] = useState(1);
  const filter = { page, size: exchangesPageSize, ...(status ? { status } : {}) };
  const records = useQuery({
    queryKey: pointsQueryKeys.exchanges(filter),
    queryFn: () => pointsApi.exchanges(filter),
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (records.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('points.records.loading')} className={styles.list}>
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </div>
    );
  } else if (records.isError) {
    body = (
      <LoadProblem
        title={t('points.records.loadError')}
        failure={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  } else if (records.data.total === 0) {
    body = status ? (
      <EmptyState title={t('points.records.emptyStatus')} description={t('points.records.emptyStatusHint')} />
    ) : (
      <EmptyState
        title={t('points.records.empty')}
        description={t('points.records.emptyHint')}
        action={
          <Link to="/points-mall" className={styles.actionLink}>
            {t('points.records.toMall')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('points.records.caption')} aria-busy={records.isFetching}>
          {records.data.content.map((exchange) => (
            <ExchangeRecord key={exchange.id} exchange={exchange} />
          ))}
        </ul>
        <Pager
          page={page}
          size={exchangesPageSize}
          total={records.data.total}
          onPage={setPage}
          texts={{
            label: t('points.records.pager.label'),
            previous: t('points.records.pager.previous'),
            next: t('points.records.pager.next'),
            pageOf: (current, pages) => t('points.records.pager.pageOf', { page: current, pages }),
          }}
        />
      </>
    );
  }
  return (
    <>
      <div className={styles.filterRow}>
        <Select
          label={t('points.records.statusFilter')}
          value={status}
          options={[
            { value: '', label: t('points.records.status.all') },
            ...exchangeStatuses.map((value) => ({ value, label: t(`points.records.status.${value}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.target.value as ExchangeStatus | '');
            setPage(1);
          }}
        />
      </div>
      {body}
    </>
  );
}

const none = '—';

/** One exchange with every field of the spec's: a card, its fields two to a row on a phone, four on a desktop. */
function ExchangeRecord(props: { exchange: Exchange }) {
  const { t, language } = useT('points');
  const { brand } = useSystemStatus();
  const { exchange } = props;
  const money = (value: string) => formatMoney(value, exchange.currency, language);
  const time = (value: string | null) =>
    value === null ? none : formatDateTime(value, { language, timeZone: brand.timeZone });
  const points = (value: string) => formatPoints(value, language);
  const change = BigInt(exchange.pointsChange);
  const fields: Array<{ key: string; label: string; value: ReactNode; wide?: boolean }> = [
    { key: 'number', label: t('points.records.fields.number'), value: exchange.number },
    { key: 'time', label: t('points.records.fields.time'), value: time(exchange.createdAt) },
    { key: 'type', label: t('points.records.fields.type'), value: t(`points.kinds.${exchange.type}`) },
    { key: 'product', label: t('points.records.fields.product'), value: exchange.productName ?? none },
    { key: 'quantity', label: t('points.records.fields.quantity'), value: points(String(exchange.quantity)) },
    { key: 'unit', label: t('points.records.fields.unit'), value: exchange.unit || none },
    {
      key: 'pointsRequired',
      label: t('points.records.fields.pointsRequired'),
      value: points(exchange.pointsRequired),
    },
    {
      key: 'amountRequired',
      label: t('points.records.fields.amountRequired'),
      value: money(exchange.amountRequired),
    },
    {
      key: 'ratio',
      label: t('points.records.fields.ratio'),
      value: exchange.ratio
        ? t('points.records.ratio', {
            points: points(exchange.ratio.points),
            money: money(exchange.ratio.money),
          })
        : none,
    },
    {
      key: 'redeemAmount',
      label: t('points.records.fields.redeemAmount'),
      value: money(exchange.redeemAmount),
    },
    {
      key: 'pointsEarned',
      label: t('points.records.fields.pointsEarned'),
      value: points(exchange.pointsEarned),
    },
    {
      key: 'pointsChange',
      label: t('points.records.fields.pointsChange'),
      value: (
        <span className={change < 0n ? styles.loss : styles.gain}>
          {formatPointsChange(exchange.pointsChange, language)}
        </span>
      ),
    },
    {
      key: 'paymentAccount',
      label: t('points.records.fields.paymentAccount'),
      value: t('points.records.mainWallet'),
    },
    { key: 'decidedAt', label: t('points.records.fields.decidedAt'), value: time(exchange.decidedAt) },
    { key: 'shippedAt', label: t('points.records.fields.shippedAt'), value: time(exchange.shippedAt) },
    { key: 'phone', label: t('points.records.fields.phone'), value: exchange.phone ?? none },
    {
      key: 'address',
      label: t('points.records.fields.address'),
      value: exchange.address ?? none,
      wide: true,
    },
    { key: 'remark', label: t('points.records.fields.remark'), value: exchange.remark ?? none, wide: true },
    {
      key: 'operatorRemark',
      label: t('points.records.fields.operatorRemark'),
      value: exchange.operatorRemark ?? none,
      wide: true,
    },
  ];
  return (
    <li className={styles.record} data-testid="exchange-record">
      <div className={styles.recordHead}>
        <h2 className={styles.recordTitle}>{exchange.productName ?? t(`points.kinds.${exchange.type}`)}</h2>
        <Badge tone={statusTones[exchange.status]}>
          <span className={styles.visuallyHidden}>{t('points.records.fields.status')}: </span>
          {t(`points.records.status.${exchange.status}`)}
        </Badge>
      </div>
      <dl className={styles.recordFields}>
        {fields.map((field) => (
          <div key={field.key} className={field.wide ? styles.wideField : styles.recordField}>
            <dt className={styles.fieldLabel}>{field.label}</dt>
            <dd className={styles.fieldValue}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
