import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';

/** The page for an address the site does not have. */
export function NotFound(props: { onHome: () => void }) {
  const { t } = useT('shell');
  return (
    <EmptyState
      title={t('shell.notFound.title')}
      description={t('shell.notFound.body')}
      action={<Button onClick={props.onHome}>{t('shell.notFound.home')}</Button>}
    />
  );
}
