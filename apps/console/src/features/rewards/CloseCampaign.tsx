import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { OperatorCampaign } from '@lotus/contract/campaigns';
import { useT } from '@lotus/i18n';
import { Button, Dialog, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import * as page from '../../components/page.css.ts';
import { campaignsApi, campaignsKey } from './campaigns-api.ts';

/** Asks before a campaign is closed now (no draw after it); the answer replaces it in the list. */
export function CloseCampaign(props: {
  campaign: OperatorCampaign | null;
  name: string;
  onDone: () => void;
}) {
  const { campaign } = props;
  const { t } = useT('common', 'consoleRewards');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const close = useSubmit<string, OperatorCampaign>({
    send: (id) => campaignsApi.close(id),
    onSuccess: async (answer) => {
      queryClient.setQueryData<{ campaigns: OperatorCampaign[] }>(campaignsKey, (current) =>
        current === undefined
          ? current
          : { campaigns: current.campaigns.map((shown) => (shown.id === answer.id ? answer : shown)) },
      );
      show({ tone: 'success', message: t('consoleRewards.campaigns.closed', { name: props.name }) });
      props.onDone();
    },
    // Closed or ended meanwhile: the list is asked again, the refusal stays said in the dialog.
    onRefused: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
  const cancel = () => {
    close.clear();
    props.onDone();
  };

  return (
    <Dialog
      open={campaign !== null}
      onClose={cancel}
      size="sm"
      title={t('consoleRewards.campaigns.closeTitle', { name: props.name })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={close.pending}
            onClick={() => (campaign === null ? undefined : close.submit(campaign.id))}
          >
            {t('consoleRewards.campaigns.closeConfirm')}
          </Button>
        </>
      }
    >
      <div className={page.stack}>
        <p>{t('consoleRewards.campaigns.closeBody')}</p>
        <FormAlert message={close.refusal} />
      </div>
    </Dialog>
  );
}
