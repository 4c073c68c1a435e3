import { useRefusalText } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import type { EmptyStateHeadingLevel } from '@lotus/ui';
import { Button, EmptyState } from '@lotus/ui';

/** What could not be loaded, in the server's words when it gave some, and a button to ask again. */
export function LoadProblem(props: {
  title: string;
  failure: unknown;
  onRetry: () => void;
  headingLevel?: EmptyStateHeadingLevel;
}) {
  const { t } = useT('common');
  const wordsOf = useRefusalText();
  return (
    <EmptyState
      headingLevel={props.headingLevel}
      title={props.title}
      description={wordsOf(props.failure)}
      action={<Button onClick={props.onRetry}>{t('common.retry')}</Button>}
    />
  );
}
