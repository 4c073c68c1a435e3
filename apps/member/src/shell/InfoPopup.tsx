import { useT } from '@lotus/i18n';
import { Button, Dialog } from '@lotus/ui';
import { useInfoPopup } from '../lib/info-popup-store.ts';

export function InfoPopup() {
  const { t } = useT('common', 'member');
  const open = useInfoPopup((state) => state.open);
  const hide = useInfoPopup((state) => state.hide);
  return (
    <Dialog open={open} onClose={hide} title={t('member.infoPopup.title')} closeLabel={t('common.close')}>
      <p>{t('member.infoPopup.body')}</p>
      <Button onClick={hide}>{t('common.ok')}</Button>
    </Dialog>
  );
}
