import { isApiError } from '@lotus/api-client';
import { formatDateTime, useT } from '@lotus/i18n';
import { Button, Spinner } from '@lotus/ui';
import type { ReactNode } from 'react';
import { PreferenceSwitches } from './PreferenceSwitches.tsx';
import { SystemStatusContext } from './status-context.ts';
import { useSystemStatusQuery } from './status-query.ts';
import { StatusFailureReason } from './StatusFailureReason.tsx';
import { StatusPage, StatusText } from './StatusPage.tsx';

/**
 * Nothing of a site shows until the system status is known: maintenance (1) shows the
 * maintenance page, a restricted region (2) the blocked-region page; maintenance wins (server).
 */
export function SystemStatusGate(props: { children: ReactNode }) {
  // Not `errors`: a failure's reason loads its words when the status call fails (StatusFailureReason).
  const { t, language } = useT('common', 'shell');
  const query = useSystemStatusQuery();

  if (query.isPending) {
    return (
      <StatusPage title={t('common.brand')} testId="status-loading">
        <Spinner label={t('common.loading')} size="lg" />
      </StatusPage>
    );
  }
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : 'error_network';
    return (
      <StatusPage
        title={t('common.error')}
        testId="status-error"
        actions={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      >
        <StatusFailureReason code={code} />
      </StatusPage>
    );
  }
  const status = query.data;
  if (status.status === 1) {
    const endsAt = status.maintenance.endsAt
      ? formatDateTime(status.maintenance.endsAt, { language, timeZone: status.brand.timeZone })
      : null;
    return (
      <StatusPage
        title={t('shell.maintenance.title')}
        testId="maintenance-page"
        actions={<PreferenceSwitches />}
      >
        <StatusText>{status.maintenance.message ?? t('shell.maintenance.body')}</StatusText>
        {endsAt ? <StatusText>{t('shell.maintenance.until', { time: endsAt })}</StatusText> : null}
      </StatusPage>
    );
  }
  if (status.status === 2) {
    return (
      <StatusPage
        title={t('shell.region.title')}
        testId="region-blocked-page"
        actions={<PreferenceSwitches />}
      >
        <StatusText>{t('shell.region.body')}</StatusText>
      </StatusPage>
    );
  }
  return <SystemStatusContext.Provider value={status}>{props.children}</SystemStatusContext.Provider>;
}
