import { useT } from '@lotus/i18n';
import { EmptyState } from '@lotus/ui';

/** The line-detection list; measuring the lines arrives with its own issue. */
export function LinesPage() {
  const { t } = useT();
  return <EmptyState title={t('speed.title')} description={t('speed.empty')} />;
}
