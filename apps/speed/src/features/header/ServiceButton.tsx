import { customerServiceUrl, openCustomerService, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';

/** The 7x24H online service button; without a configured channel it says so instead. */
export function ServiceButton() {
  const { t } = useT('speed');
  const url = customerServiceUrl(useSystemStatus());
  return (
    <Button
      fullWidth
      variant="secondary"
      disabled={!url}
      title={url ? undefined : t('speed.service.unavailable')}
      onClick={url ? () => openCustomerService(url) : undefined}
      data-testid="online-service"
    >
      {url ? t('speed.service.online') : t('speed.service.unavailable')}
    </Button>
  );
}
