import { useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton, Spinner } from '@lotus/ui';
import { useEffect } from 'react';
import type { LineClass, LineRow } from './line-rows.ts';
import { failedScore } from './line-rows.ts';
import * as styles from './LinesPanel.css.ts';
import { useLineTest } from './use-line-test.ts';

const badgeTone = { fast: 'success', normal: 'warning', slow: 'danger' } as const satisfies Record<
  LineClass,
  string
>;

function openLine(domain: string) {
  window.open(`${window.location.protocol}//${domain}/`, '_blank', 'noopener');
}

function LineItem(props: { row: LineRow }) {
  const { t } = useT('common', 'speed');
  const { row } = props;
  return (
    <li className={styles.row} data-testid="line-row" data-domain={row.domainName} data-speed={row.speed}>
      <span className={styles.name}>
        <span className={styles.label}>{t('speed.line', { n: row.idx })}</span>
        <span className={styles.domain}>{row.domainName}</span>
      </span>
      <span className={styles.measure} aria-live="polite">
        {row.tested && row.type ? (
          <>
            <span className={`${styles.figure} ${styles.figureTone[row.type]}`}>
              {t('speed.milliseconds', { ms: row.speed })}
            </span>
            <Badge tone={badgeTone[row.type]}>{t(`speed.classes.${row.type}`)}</Badge>
            {row.speed === failedScore ? <span className={styles.note}>{t('speed.noAnswer')}</span> : null}
          </>
        ) : (
          <Spinner size="sm" label={t('speed.testing')} />
        )}
      </span>
      <Button
        size="sm"
        onClick={() => openLine(row.domainName)}
        aria-label={t('speed.playLine', { n: row.idx, domain: row.domainName })}
      >
        {t('speed.play')}
      </Button>
    </li>
  );
}

/** LINE DETECTION: every line measured from here, fastest first, with a button to open each. */
export function LinesPanel() {
  const { t } = useT('common', 'speed');
  const { lines, rows, testing, testAgain } = useLineTest();

  useEffect(() => {
    // Read by `pnpm bench speed`: when the list first shows its rows.
    if (rows.length > 0 && performance.getEntriesByName('lotus:lines-rendered').length === 0) {
      performance.mark('lotus:lines-rendered');
    }
  }, [rows.length]);

  return (
    <section className={styles.panel} aria-labelledby="lines-heading">
      <div className={styles.headingRow}>
        <h1 id="lines-heading" className={styles.heading}>
          {t('speed.heading')}
        </h1>
        <Button
          variant="secondary"
          size="sm"
          onClick={testAgain}
          loading={testing}
          disabled={rows.length === 0}
          data-testid="test-again"
        >
          {t('speed.testAgain')}
        </Button>
      </div>
      <p className={styles.intro}>{t('speed.intro')}</p>
      {lines.isPending ? (
        <div className={styles.list} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={styles.rowHeight} radius="md" />
          ))}
        </div>
      ) : lines.isError ? (
        <EmptyState
          title={t('speed.linesFailed')}
          action={<Button onClick={() => void lines.refetch()}>{t('common.retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={t('speed.noLines')} />
      ) : (
        <ol className={styles.list} data-testid="line-list">
          {rows.map((row) => (
            <LineItem key={row.idx} row={row} />
          ))}
        </ol>
      )}
    </section>
  );
}
