import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { Grant, RewardCentre } from '@lotus/contract/promotions';
import { formatDate, formatMoney, formatTime, useT } from '@lotus/i18n';
import { Badge, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { AccountNav } from '../account/index.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { ApplicationsList } from './ApplicationsList.tsx';
import { LoadProblem, PromotionsFrame } from './PromotionsFrame.tsx';
import { grantsPageSize, promotionsApi, promotionsQueryKeys } from './promotions-queries.ts';
import * as styles from './promotions.css.ts';

/**
 * The reward centre (`/rewards`): the turnover still to bet before a withdrawal (large, with the way
 * to the promotions' rules), the total of bonuses, every bonus paged, and the member's applications.
 */
export function RewardCentrePage() {
  const { t } = useT('promotions');
  return (
    <RequireSignIn>
      <div className={styles.page}>
        <AccountNav />
        <PromotionsFrame title={t('promotions.rewards.title')} lead={t('promotions.rewards.lead')}>
          <Rewards />
        </PromotionsFrame>
      </div>
    </RequireSignIn>
  );
}

function Rewards() {
  const { t } = useT('promotions');
  const { brand } = useSystemStatus();
  const [page, setPage] = useState(1);
  const filter = { page, size: grantsPageSize };
  const centre = useQuery({
    queryKey: promotionsQueryKeys.rewards(filter),
    queryFn: () => promotionsApi.rewards(filter),
    placeholderData: keepPreviousData,
  });
  if (centre.isPending) {
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('promotions.rewards.loading')}>
        <Skeleton height={140} radius="lg" />
        <Skeleton height={160} radius="md" />
      </div>
    );
  }
  if (centre.isError) {
    return (
      <LoadProblem
        title={t('promotions.rewards.loadError')}
        failure={centre.error}
        onRetry={() => void centre.refetch()}
      />
    );
  }
  const data = centre.data;
  let grants: ReactNode;
  if (data.total === 0) {
    grants = (
      <EmptyState
        headingLevel={3}
        title={t('promotions.rewards.empty')}
        description={t('promotions.rewards.emptyHint')}
        action={
          <Link to="/promotions" className={styles.quietLink}>
            {t('promotions.rewards.toCentre')}
          </Link>
        }
      />
    );
  } else {
    grants = (
      <>
        <ul
          className={styles.list}
          aria-label={t('promotions.rewards.grantsTitle')}
          aria-busy={centre.isFetching}
        >
          {data.grants.map((grant) => (
            <GrantRecord key={grant.id} grant={grant} currency={data.currency} />
          ))}
        </ul>
        <Pager
          page={page}
          size={grantsPageSize}
          total={data.total}
          onPage={setPage}
          texts={{
            label: t('promotions.rewards.pager.label'),
            previous: t('promotions.rewards.pager.previous'),
            next: t('promotions.rewards.pager.next'),
            pageOf: (current, pages) => t('promotions.rewards.pager.pageOf', { page: current, pages }),
          }}
        />
      </>
    );
  }
  return (
    <>
      <RewardsHead centre={data} />
      <section className={styles.stack} aria-labelledby="grants-title">
        <h2 id="grants-title" className={styles.sectionTitle}>
          {t('promotions.rewards.grantsTitle')}
        </h2>
        {grants}
      </section>
      <ApplicationsList currency={data.currency || brand.currency} headingLevel={2} />
    </>
  );
}

/** The turnover still to bet, large, and the total of bonuses. */
function RewardsHead(props: { centre: RewardCentre }) {
  const { t, language } = useT('promotions');
  const { centre } = props;
  const money = (value: string) => formatMoney(value, centre.currency, language);
  const clear = centre.turnoverRemaining === '0';
  return (
    <section className={styles.rewardsHead} aria-labelledby="turnover-title" data-testid="rewards-head">
      <div className={styles.stack}>
        <h2 id="turnover-title" className={styles.sectionTitle}>
          {t('promotions.rewards.turnoverTitle')}
        </h2>
        <p className={clear ? styles.turnoverClear : styles.turnoverFigure} data-testid="turnover-remaining">
          {money(centre.turnoverRemaining)}
        </p>
        <p className={styles.muted}>
          {clear ? t('promotions.rewards.turnoverNone') : t('promotions.rewards.turnoverHint')}
        </p>
        <div className={styles.headLinks}>
          <Link to="/promotions">{t('promotions.rewards.toRules')}</Link>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('promotions.rewards.total')}</dt>
          <dd className={styles.factValue} data-testid="total-bonuses">
            {money(centre.totalBonuses)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** One bonus: its promotion (to its page), kind, amount, the turnover it asked, status, day and time. */
function GrantRecord(props: { grant: Grant; currency: string }) {
  const { t, language } = useT('promotions');
  const { brand } = useSystemStatus();
  const { grant } = props;
  const money = (value: string) => formatMoney(value, props.currency, language);
  const clock = { language, timeZone: brand.timeZone };
  const fields: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'kind', label: t('promotions.rewards.fields.kind'), value: t(`promotions.rules.${grant.rule}`) },
    {
      key: 'amount',
      label: t('promotions.rewards.fields.amount'),
      value: <span className={styles.gain}>{money(grant.amount)}</span>,
    },
    { key: 'turnover', label: t('promotions.rewards.fields.turnover'), value: money(grant.turnoverRequired) },
    {
      key: 'day',
      label: t('promotions.rewards.fields.day'),
      // A daily reward's own day (brand clock; noon keeps the date whatever the zone), else the day paid.
      value: formatDate(grant.day === null ? grant.createdAt : `${grant.day}T12:00:00Z`, clock),
    },
    { key: 'time', label: t('promotions.rewards.fields.time'), value: formatTime(grant.createdAt, clock) },
  ];
  return (
    <li className={styles.record} data-testid="grant-record">
      <div className={styles.recordHead}>
        <h3 className={styles.recordTitle}>
          <Link to={`/promotions/${grant.promotionId}`} className={styles.cardTitleLink}>
            {grant.promotionTitle}
          </Link>
        </h3>
        <Badge tone={grant.status === 'issued' ? 'success' : 'info'}>
          <span className={styles.visuallyHidden}>{t('promotions.rewards.fields.status')}: </span>
          {t(`promotions.rewards.status.${grant.status}`)}
        </Badge>
      </div>
      <dl className={styles.recordFields}>
        {fields.map((field) => (
          <div key={field.key} className={styles.recordField}>
            <dt className={styles.fieldLabel}>{field.label}</dt>
            <dd className={styles.fieldValue}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
