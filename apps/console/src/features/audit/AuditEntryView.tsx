import { useT } from '@lotus/i18n';
import * as page from '../../components/page.css.ts';
import type { AuditEntry } from '../../lib/console-api.ts';
import { formatInstant } from '../../lib/format.ts';
import { detailLines } from './audit-diff.ts';
import { AuditDiff } from './AuditDiff.tsx';
import * as styles from './AuditPage.css.ts';

/** One audited change: what, who, when, from where, on what, and its before and after. */
export function AuditEntryView(props: { entry: AuditEntry }) {
  const { entry } = props;
  const { t, language } = useT('console');
  const details = detailLines(entry.detail, t('console.audit.value'));
  return (
    <li className={page.entry} data-testid="audit-entry" data-action={entry.action}>
      <div className={styles.summary}>
        <span className={styles.action}>{entry.action}</span>
        {entry.target ? (
          <span className={page.mono}>{t('console.audit.target', { target: entry.target })}</span>
        ) : null}
      </div>
      <dl className={styles.meta}>
        <div>
          <dt className={page.visuallyHidden}>{t('console.audit.who')}</dt>
          <dd data-testid="audit-who" className={styles.who}>
            {entry.operatorUsername ?? t('console.audit.system')}
          </dd>
        </div>
        <div>
          <dt className={page.visuallyHidden}>{t('console.audit.when')}</dt>
          <dd>
            <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time>
          </dd>
        </div>
        {entry.ip ? (
          <div>
            <dt className={page.visuallyHidden}>{t('console.audit.where')}</dt>
            <dd>{t('console.audit.fromIp', { ip: entry.ip })}</dd>
          </div>
        ) : null}
        {entry.requestId ? (
          <div>
            <dt className={page.visuallyHidden}>{t('console.audit.requestLabel')}</dt>
            <dd className={page.mono}>{t('console.audit.request', { id: entry.requestId })}</dd>
          </div>
        ) : null}
      </dl>
      <AuditDiff before={entry.before} after={entry.after} />
      {details.length > 0 ? (
        <dl className={styles.details} aria-label={t('console.audit.details')}>
          {details.map((line) => (
            <div key={line.field}>
              <dt>{line.field}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
