import { useT } from '@lotus/i18n';
import { EmptyState } from '@lotus/ui';

/** The agent centre's landing page; the team screens arrive with the agent issue. */
export function OverviewPage() {
  const { t } = useT('agent');
  return <EmptyState title={t('agent.overview.title')} description={t('agent.overview.empty')} />;
}
