import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';

/** What could not be loaded, and a button to ask again. */
export function LoadFailed(props: { title: string; onRetry: () => void }) {
  const { t } = useT('common', 'shell');
  return (
    <EmptyState
      headingLevel={3}
      title={props.title}
      description={t('shell.pageFailed')}
      action={<Button onClick={props.onRetry}>{t('common.retry')}</Button>}
    />
  );
}
