import { useT } from '@lotus/i18n';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import { MoveBranchTool } from './MoveBranchTool.tsx';
import { SetAgentTypeTool } from './SetAgentTypeTool.tsx';
import * as styles from './agents.css.ts';

/** The operator's changes to the team tree (members.manage): make an agent, move a branch. */
export function AgentToolsPage() {
  const { t } = useT('console');
  return (
    <div className={page.page} data-testid="agent-tools-page">
      <PageHeader title={t('console.agentTools.title')} lead={t('console.agentTools.lead')} />
      <div className={styles.tools}>
        <SetAgentTypeTool />
        <MoveBranchTool />
      </div>
    </div>
  );
}
