import { useT } from '@lotus/i18n';
import { formatInstant } from '../../lib/format.ts';
import { diffLines } from './audit-diff.ts';
import * as styles from './AuditPage.css.ts';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * What an audited change did: the changed fields before and after; the fields it left as they were
 * (what the change was about: the member, the amount) folded away below.
 */
export function AuditDiff(props: { before: unknown; after: unknown }) {
  const { t, language } = useT('console');
  // An instant reads as the rest of the console writes it; anything else as it was recorded.
  const shown = (value: string | null) =>
    value === null
      ? t('console.audit.none')
      : isoInstant.test(value)
        ? formatInstant(value, language)
        : value;
  const lines = diffLines(props.before, props.after, t('console.audit.value'));
  const changed = lines.filter((line) => line.changed);
  const unchanged = lines.filter((line) => !line.changed);
  return (
    <>
      {changed.length === 0 ? (
        <p className={styles.muted}>{t('console.audit.noChange')}</p>
      ) : (
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
              {changed.map((line) => (
                <tr key={line.field}>
                  <th scope="row">{line.field}</th>
                  <td>{shown(line.before)}</td>
                  <td>{shown(line.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unchanged.length > 0 ? (
        <details className={styles.unchanged} data-testid="audit-unchanged">
          <summary>{t('console.audit.unchanged', { count: unchanged.length })}</summary>
          <dl className={styles.details}>
            {unchanged.map((line) => (
              <div key={line.field}>
                <dt>{line.field}</dt>
                <dd>{shown(line.after)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}
