import { FormAlert } from '@lotus/app-shell';
import type { RegistrationLink } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Button, Dialog, Skeleton } from '@lotus/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { pngOf, saveFile, standaloneSvg } from './qr-download.ts';
import * as styles from './links.css.ts';

// The QR encoder loads with the first code shown, never with the page (nor the login's first load).
const QRCode = lazy(async () => ({ default: (await import('@lotus/ui/qrcode')).QRCode }));

const codeSize = 200;
const quietZone = 20;

/**
 * A link's QR code in a dialog: scanning it opens the registration page with the code; the code
 * downloads as a PNG (for print, four times as large) or an SVG, each with its white quiet zone.
 */
export function LinkQrDialog(props: { link: RegistrationLink; onClose: () => void }) {
  const { t } = useT('agentLinks', 'common');
  const { link } = props;
  const codeRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [making, setMaking] = useState<'png' | 'svg' | null>(null);

  const download = async (format: 'png' | 'svg') => {
    const svg = codeRef.current?.querySelector('svg');
    if (!svg || making) return;
    setFailed(false);
    setMaking(format);
    try {
      const text = standaloneSvg(svg, quietZone);
      const file = format === 'svg' ? new Blob([text], { type: 'image/svg+xml' }) : await pngOf(text);
      saveFile(file, `${link.code}-qr.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setMaking(null);
    }
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('agentLinks.qr.title', { code: link.code })}
      closeLabel={t('common.close')}
      size="sm"
    >
      <div className={styles.qrBody} data-testid="link-qr">
        <Suspense
          fallback={
            <Skeleton width={codeSize + 2 * quietZone} height={codeSize + 2 * quietZone} radius="md" />
          }
        >
          <div ref={codeRef} className={styles.qrCode}>
            <QRCode
              value={link.url}
              size={codeSize}
              margin={quietZone}
              title={t('agentLinks.qr.image', { code: link.code })}
            />
          </div>
          <div className={styles.qrActions}>
            <Button variant="secondary" loading={making === 'png'} onClick={() => void download('png')}>
              {t('agentLinks.qr.png')}
            </Button>
            <Button variant="secondary" loading={making === 'svg'} onClick={() => void download('svg')}>
              {t('agentLinks.qr.svg')}
            </Button>
          </div>
        </Suspense>
        <FormAlert message={failed ? t('agentLinks.qr.failed') : null} />
        <p className={styles.address}>{link.url}</p>
        <p className={styles.muted}>{t('agentLinks.qr.hint')}</p>
      </div>
    </Dialog>
  );
}
