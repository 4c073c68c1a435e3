import { useSystemStatus } from '@lotus/app-shell';
import type { RegistrationLink } from '@lotus/contract/agents';
import { formatDate, formatNumber, useT } from '@lotus/i18n';
import { Badge, Button, useToast } from '@lotus/ui';
import { useId } from 'react';
import { LinkSwitch } from './LinkSwitch.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import * as styles from './links.css.ts';

/**
 * One registration link: its code and kind, on or off, its address, its note (edited in place),
 * its clicks, registrations and day of creation, and the ways to share it (copy, QR code).
 */
export function LinkCard(props: { link: RegistrationLink; onQr: (link: RegistrationLink) => void }) {
  const { t, language } = useT('agentLinks', 'common', 'success');
  const { brand } = useSystemStatus();
  const { show } = useToast();
  const codeId = useId();
  const { link } = props;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      show({ message: t('success.copy_success'), tone: 'success' });
    } catch {
      show({ message: t('common.error'), tone: 'danger' });
    }
  };

  return (
    <li
      className={link.enabled ? styles.card : styles.cardOff}
      aria-labelledby={codeId}
      data-testid="link-card"
    >
      <div className={styles.cardHead}>
        <h3 id={codeId} className={styles.code}>
          {link.code}
        </h3>
        <Badge tone={link.kind === 'agent' ? 'primary' : 'neutral'}>
          {t(`agentLinks.link.${link.kind}`)}
        </Badge>
        <LinkSwitch link={link} />
      </div>
      {!link.enabled && <p className={styles.offHint}>{t('agentLinks.link.offHint')}</p>}
      <p className={styles.address} data-testid="link-address">
        <span className={styles.visuallyHidden}>{t('agentLinks.link.address')}: </span>
        {link.url}
      </p>
      <NoteEditor link={link} />
      <div className={styles.cardFoot}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('agentLinks.link.clicks')}</dt>
            <dd data-testid="link-clicks">{formatNumber(link.clicks, language)}</dd>
          </div>
          <div>
            <dt>{t('agentLinks.link.registrations')}</dt>
            <dd data-testid="link-registrations">{formatNumber(link.registrations, language)}</dd>
          </div>
          <div>
            <dt>{t('agentLinks.link.created')}</dt>
            <dd>{formatDate(link.createdAt, { language, timeZone: brand.timeZone })}</dd>
          </div>
        </dl>
        <div className={styles.share}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('agentLinks.link.copyOf', { code: link.code })}
            onClick={() => void copy()}
          >
            {t('agentLinks.link.copy')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('agentLinks.link.qrOf', { code: link.code })}
            aria-haspopup="dialog"
            onClick={() => props.onQr(link)}
          >
            {t('agentLinks.link.qr')}
          </Button>
        </div>
      </div>
    </li>
  );
}
