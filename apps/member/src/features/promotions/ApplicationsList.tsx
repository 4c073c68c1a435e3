import { useSystemStatus } from '@lotus/app-shell';
import type { Application, ApplicationStatus } from '@lotus/contract/promotions';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadProblem } from './PromotionsFrame.tsx';
import { promotionsApi, promotionsQueryKeys } from './promotions-queries.ts';
import * as styles from './promotions.css.ts';

const tones: Record<ApplicationStatus, BadgeTone> = {
  applying: 'warning',
  issued: 'success',
  rejected: 'danger',
};

/**
 * The member's applications, newest first (of one promotion when `promotionId` is given): each with
 * its status, what was granted, the comment, and the operator's remark.
 */
export function ApplicationsList(props: {
  promotionId?: string;
  currency: string;
  headingLevel: 2 | 3;
  /** Two columns of fields whatever the width (a side column). */
  compact?: boolean;
}) {
  const { t } = useT('promotions');
  const applications = useQuery({
    queryKey: promotionsQueryKeys.applications,
    queryFn: promotionsApi.applications,
  });
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  let body: ReactNode;
  if (applications.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('promotions.applications.loading')}>
        <Skeleton height={120} radius="md" />
      </div>
    );
  } else if (applications.isError) {
    body = (
      <LoadProblem
        headingLevel={props.headingLevel === 2 ? 3 : 4}
        title={t('promotions.applications.loadError')}
        failure={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  } else {
    const shown = applications.data.applications.filter(
      (application) => props.promotionId === undefined || application.promotionId === props.promotionId,
    );
    body =
      shown.length === 0 ? (
        <p className={styles.muted}>{t('promotions.applications.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('promotions.applications.title')}>
          {shown.map((application) => (
            <ApplicationRecord
              key={application.id}
              application={application}
              currency={props.currency}
              showTitle={props.promotionId === undefined}
              titleLevel={props.headingLevel === 2 ? 'h3' : 'h4'}
              compact={props.compact === true}
            />
          ))}
        </ul>
      );
  }
  return (
    <section className={styles.stack} aria-labelledby="applications-title" data-testid="applications">
      <Heading id="applications-title" className={styles.sectionTitle}>
        {t('promotions.applications.title')}
      </Heading>
      {body}
    </section>
  );
}

function ApplicationRecord(props: {
  application: Application;
  currency: string;
  showTitle: boolean;
  titleLevel: 'h3' | 'h4';
  compact: boolean;
}) {
  const Title = props.titleLevel;
  const { t, language } = useT('promotions');
  const { brand } = useSystemStatus();
  const { application } = props;
  const time = (value: string) => formatDateTime(value, { language, timeZone: brand.timeZone });
  const fields: Array<{ key: string; label: string; value: ReactNode; wide?: boolean }> = [
    { key: 'sentAt', label: t('promotions.applications.sentAt'), value: time(application.createdAt) },
  ];
  if (application.decidedAt)
    fields.push({
      key: 'decidedAt',
      label: t('promotions.applications.decidedAt'),
      value: time(application.decidedAt),
    });
  if (application.amount !== null)
    fields.push({
      key: 'amount',
      label: t('promotions.applications.amount'),
      value: <span className={styles.gain}>{formatMoney(application.amount, props.currency, language)}</span>,
    });
  fields.push({
    key: 'comment',
    label: t('promotions.applications.comment'),
    value: `${application.comment}${
      application.images.length > 0
        ? ` · ${t('promotions.applications.images', { count: application.images.length })}`
        : ''
    }`,
    wide: true,
  });
  if (application.operatorRemark)
    fields.push({
      key: 'remark',
      label: t('promotions.applications.remark'),
      value: application.operatorRemark,
      wide: true,
    });
  return (
    <li className={styles.record} data-testid="application-record">
      <div className={styles.recordHead}>
        {props.showTitle ? (
          <Title className={styles.recordTitle}>{application.promotionTitle}</Title>
        ) : (
          <span />
        )}
        <Badge tone={tones[application.status]}>
          <span className={styles.visuallyHidden}>{t('promotions.status.label')}: </span>
          {t(`promotions.applications.status.${application.status}`)}
        </Badge>
      </div>
      <dl className={props.compact ? styles.compactFields : styles.recordFields}>
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
