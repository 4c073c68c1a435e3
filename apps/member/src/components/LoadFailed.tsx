import { useT } from '@lotus/i18n';
import type { EmptyStateHeadingLevel } from '@lotus/ui';
import { Button, EmptyState } from '@lotus/ui';

/** What could not be loaded, and a button to ask again. */
export function LoadFailed(props: {
  title: string;
  onRetry: () => void;
  headingLevel?: EmptyStateHeadingLevel;
}) {
  const { t } = useT('common');
  return (
    <EmptyState
      headingLevel={props.headingLevel}
      title={props.title}
      action={<Button onClick={props.onRetry}>{t('common.retry')}</Button>}
    />
  );
}
