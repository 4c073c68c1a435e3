import { customerServiceUrl, openCustomerService, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { lazy, Suspense, useId } from 'react';
import * as styles from './SpeedNav.css.ts';

// The QR encoder is only needed once a download exists and is hovered: it loads on demand.
const QRCode = lazy(async () => ({ default: (await import('@lotus/ui/qrcode')).QRCode }));

/** A download item: with its resource, a link whose hover shows the QR code (size 130) and title; without, it says so. */
function DownloadItem(props: { resourceType: string; label: string }) {
  const { t } = useT('speed');
  const { resources } = useSystemStatus();
  const resource = resources.find((entry) => entry.resourceType === props.resourceType);
  const noteId = useId();
  if (!resource) {
    return (
      <span className={styles.item}>
        <button
          type="button"
          className={styles.trigger}
          aria-disabled="true"
          aria-describedby={noteId}
          data-testid={`download-${props.resourceType}`}
        >
          {props.label}
        </button>
        <span id={noteId} role="note" className={styles.popover}>
          {t('speed.nav.notAvailable')}
        </span>
      </span>
    );
  }
  return (
    <span className={styles.item}>
      <a className={styles.trigger} href={resource.url} data-testid={`download-${props.resourceType}`}>
        {props.label}
      </a>
      <span className={styles.popover} data-testid={`download-${props.resourceType}-popover`}>
        <Suspense fallback={<Skeleton width={146} height={146} radius="sm" />}>
          <QRCode
            value={resource.url}
            size={130}
            margin={8}
            title={t('speed.nav.scanToDownload', { title: resource.title })}
          />
        </Suspense>
        <span>{resource.title}</span>
      </span>
    </span>
  );
}

function ServiceItem() {
  const { t } = useT('speed');
  const status = useSystemStatus();
  const url = customerServiceUrl(status);
  const noteId = useId();
  return (
    <span className={styles.item}>
      <button
        type="button"
        className={styles.trigger}
        aria-disabled={url ? undefined : 'true'}
        aria-describedby={url ? undefined : noteId}
        onClick={url ? () => openCustomerService(url) : undefined}
        data-testid="nav-service"
      >
        {t('speed.nav.service')}
      </button>
      {url ? null : (
        <span id={noteId} role="note" className={styles.popover}>
          {t('speed.service.unavailable')}
        </span>
      )}
    </span>
  );
}

/** The header's three items: SERVICE, IOS APP (resource MOBILECONFIG) and ANDROID (resource Android). */
export function SpeedNav() {
  const { t } = useT('speed');
  return (
    <nav className={styles.nav} aria-label={t('speed.nav.label')}>
      <ServiceItem />
      <DownloadItem resourceType="MOBILECONFIG" label={t('speed.nav.iosApp')} />
      <DownloadItem resourceType="Android" label={t('speed.nav.android')} />
    </nav>
  );
}
