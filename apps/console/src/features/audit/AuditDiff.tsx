import { useT } from '@lotus/i18n';
import { diffLines } from './audit-diff.ts';
import * as styles from './AuditPage.css.ts';

/** What an audited change did: each field before and after, the changed ones marked. */
export function AuditDiff(props: { before: unknown; after: unknown }) {
  const { t } = useT();
  const lines = diffLines(props.before, props.after, t('console.audit.value'));
  if (lines.length === 0) return <p className={styles.muted}>{t('console.audit.noChange')}</p>;
  const none = t('console.audit.none');
  return (
    <div className={styles.diffScroll}>
      <table className={styles.diff} data-testid="audit-diff">
        <caption className={styles.caption}>{t('console.audit.diff')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.audit.field')}</th>
            <th scope="col">{t('console.audit.before')}</th>
            <th scope="col">{t('console.audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.field}
              className={line.changed ? styles.changed : undefined}
              data-changed={line.changed}
            >
              <th scope="row">{line.field}</th>
              <td>{line.before ?? none}</td>
              <td>{line.after ?? none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
