import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { StatusPage, StatusText } from './StatusPage.tsx';

/** A route's error boundary: a page failed to load or threw (a lazy chunk gone after a deploy, say). */
export function RouteError() {
  const { t } = useT('common', 'shell');
  return (
    <StatusPage
      title={t('common.error')}
      testId="route-error"
      actions={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
    >
      <StatusText>{t('shell.pageFailed')}</StatusText>
    </StatusPage>
  );
}
