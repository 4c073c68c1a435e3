import { useT } from '@lotus/i18n';
import { Pager } from '../../components/Pager.tsx';

/** Previous and next over the team's pages, in the team's words (the agent site's one pager). */
export function TeamPager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT('agentTeam');
  return (
    <Pager
      {...props}
      texts={{
        label: t('agentTeam.pager.label'),
        previous: t('agentTeam.pager.previous'),
        next: t('agentTeam.pager.next'),
        pageOf: (page, pages) => t('agentTeam.pager.pageOf', { page, pages }),
      }}
    />
  );
}
