import type { Resource } from '@lotus/contract/system';
import { useT } from '@lotus/i18n';
import { Card, Skeleton } from '@lotus/ui';
import { lazy, Suspense } from 'react';
import * as styles from './download.css.ts';

// The QR encoder loads with the first code shown, never with the home page.
const QRCode = lazy(async () => ({ default: (await import('@lotus/ui/qrcode')).QRCode }));

/** What a guide's QR code points at: the operator's resource, or (the lite app) the site itself. */
export type GuideTarget =
  { kind: 'resource'; resource: Resource } | { kind: 'site'; url: string } | { kind: 'missing' };

/** One app's card: its QR code and download link when it is offered, else a note, and the install steps. */
export function DownloadGuide(props: {
  id: string;
  title: string;
  /** The download link's text. */
  getLabel: string;
  steps: string[];
  target: GuideTarget;
}) {
  const { t } = useT('help');
  const { target } = props;
  const headingId = `download-${props.id}`;
  return (
    <Card>
      <section
        className={styles.guide}
        aria-labelledby={headingId}
        data-testid={`download-guide-${props.id}`}
      >
        <h2 id={headingId} className={styles.guideTitle}>
          {props.title}
        </h2>
        {target.kind === 'missing' ? (
          <p className={styles.unavailable} role="note">
            <strong>{t('help.download.notAvailable')}</strong>
            <br />
            {t('help.download.notAvailableHint')}
          </p>
        ) : (
          <div className={styles.code}>
            <Suspense fallback={<Skeleton width={240} height={240} radius="md" />}>
              <QRCode
                value={target.kind === 'resource' ? target.resource.url : target.url}
                title={
                  target.kind === 'resource'
                    ? t('help.download.scan', { title: target.resource.title })
                    : t('help.download.scanSite')
                }
              />
            </Suspense>
            {target.kind === 'resource' ? (
              <p className={styles.resourceTitle}>{target.resource.title}</p>
            ) : null}
          </div>
        )}
        {target.kind === 'resource' ? (
          <a className={styles.download} href={target.resource.url} data-testid={`download-link-${props.id}`}>
            {props.getLabel}
          </a>
        ) : null}
        <h3 className={styles.stepsTitle}>{t('help.download.howTo')}</h3>
        <ol className={styles.steps}>
          {props.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
