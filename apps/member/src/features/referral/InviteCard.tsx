import type { ReferralSummary } from '@lotus/contract/referral';
import { useT } from '@lotus/i18n';
import { Button, Skeleton, useToast } from '@lotus/ui';
import { lazy, Suspense } from 'react';
import * as styles from './referral.css.ts';

// qrcode.react comes with this page only (this file is in the page's lazy chunk), and after it.
const QRCode = lazy(async () => ({ default: (await import('@lotus/ui/qrcode')).QRCode }));

/** Whether this browser can hand the link to the phone's share sheet (the Web Share API). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The member's code and link, each with a copy button, the link's share button and its QR code. */
export function InviteCard(props: { summary: ReferralSummary }) {
  const { t } = useT('referral', 'common', 'success');
  const { show } = useToast();
  const { code, link } = props.summary;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      show({ message: t('success.copy_success'), tone: 'success' });
    } catch {
      show({ message: t('common.error'), tone: 'danger' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({
        title: t('referral.title'),
        text: t('referral.link.shareText', { code }),
        url: link,
      });
    } catch {
      // Closed without sharing, or refused: nothing to say; copying stays at hand.
    }
  };

  return (
    <section className={styles.invite} aria-labelledby="referral-code-label" data-testid="referral-invite">
      <div className={styles.inviteFacts}>
        <div className={styles.fact}>
          <span id="referral-code-label" className={styles.factLabel}>
            {t('referral.code.label')}
          </span>
          <p className={styles.codeValue} data-testid="referral-code">
            {code}
          </p>
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => void copy(code)}>
              {t('referral.code.copy')}
            </Button>
          </div>
        </div>
        <div className={styles.fact}>
          <span className={styles.factLabel}>{t('referral.link.label')}</span>
          <p className={styles.linkValue} data-testid="referral-link">
            {link}
          </p>
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => void copy(link)}>
              {t('referral.link.copy')}
            </Button>
            {canShare() ? (
              <Button size="sm" onClick={() => void share()}>
                {t('referral.link.share')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <div className={styles.qr}>
        <Suspense fallback={<Skeleton width={176} height={176} radius="md" />}>
          <QRCode value={link} size={144} margin={16} title={t('referral.qr.title')} />
        </Suspense>
        <p className={styles.qrHint}>{t('referral.qr.hint')}</p>
      </div>
    </section>
  );
}
