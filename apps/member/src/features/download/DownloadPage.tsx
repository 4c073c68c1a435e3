import { useSystemStatus } from '@lotus/app-shell';
import type { SystemStatus } from '@lotus/contract/system';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useInstallPrompt } from '../../lib/install-prompt-store.ts';
import type { GuideTarget } from './DownloadGuide.tsx';
import { DownloadGuide } from './DownloadGuide.tsx';
import * as styles from './download.css.ts';

/**
 * The resources behind each guide (`PUT /admin/system/resources/{type}`). MOBILECONFIG and Android
 * are the line-detection page's IOS APP and ANDROID; IOSLITE is optional: without it the lite iOS
 * app is this site added to the home screen, which is always there (docs/app-download.md).
 */
export const downloadResourceTypes = { ios: 'MOBILECONFIG', android: 'Android', iosLite: 'IOSLITE' } as const;

function targetOf(status: SystemStatus, resourceType: string, siteUrl?: string): GuideTarget {
  const resource = status.resources.find((entry) => entry.resourceType === resourceType);
  if (resource) return { kind: 'resource', resource };
  return siteUrl ? { kind: 'site', url: siteUrl } : { kind: 'missing' };
}

/** Installs the site as an app where the browser offers it (Chromium), or says it is installed. */
function InstallHere() {
  const { t } = useT('help');
  const offer = useInstallPrompt((state) => state.offer);
  const installed = useInstallPrompt((state) => state.installed);
  const install = useInstallPrompt((state) => state.install);
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  if (installed || standalone) return <p className={styles.muted}>{t('help.download.installed')}</p>;
  if (!offer) return null;
  return (
    <div className={styles.install}>
      <Button onClick={() => void install()} data-testid="install-app">
        {t('help.download.install')}
      </Button>
      <span className={styles.muted}>{t('help.download.installHint')}</span>
    </div>
  );
}

/** App download (/download): install guides for iOS, Android and the lite iOS app, each with its QR code. */
export function DownloadPage() {
  const { t } = useT('help');
  const status = useSystemStatus();
  const siteUrl = `${window.location.origin}/`;
  const guides = [
    {
      id: 'ios',
      title: t('help.download.ios.title'),
      getLabel: t('help.download.ios.get'),
      steps: [
        t('help.download.ios.step1'),
        t('help.download.ios.step2'),
        t('help.download.ios.step3'),
        t('help.download.ios.step4'),
      ],
      target: targetOf(status, downloadResourceTypes.ios),
    },
    {
      id: 'android',
      title: t('help.download.android.title'),
      getLabel: t('help.download.android.get'),
      steps: [
        t('help.download.android.step1'),
        t('help.download.android.step2'),
        t('help.download.android.step3'),
        t('help.download.android.step4'),
      ],
      target: targetOf(status, downloadResourceTypes.android),
    },
    {
      id: 'ios-lite',
      title: t('help.download.iosLite.title'),
      getLabel: t('help.download.iosLite.get'),
      steps: [
        t('help.download.iosLite.step1'),
        t('help.download.iosLite.step2'),
        t('help.download.iosLite.step3'),
      ],
      target: targetOf(status, downloadResourceTypes.iosLite, siteUrl),
    },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('help.download.title')}</h1>
        <p className={styles.muted}>{t('help.download.intro')}</p>
        <InstallHere />
      </header>
      <ul className={styles.guides} aria-label={t('help.download.platforms')}>
        {guides.map((guide) => (
          <li key={guide.id}>
            <DownloadGuide {...guide} />
          </li>
        ))}
      </ul>
    </div>
  );
}
