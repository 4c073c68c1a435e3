import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import type { AuditQuery } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { endOfDay, startOfDay } from '../../lib/format.ts';
import * as styles from './AuditPage.css.ts';

type Filter = Omit<AuditQuery, 'page' | 'size'>;

/** Operator, action and a period (days on the operator's clock); applied together. */
export function AuditFilters(props: { onApply: (filter: Filter) => void }) {
  const { t } = useT('console');
  // The operators to pick from; while they load (or if they fail) the filter offers "any" alone.
  const operators = useQuery({ queryKey: ['console', 'operators'], queryFn: consoleApi.operators });
  const [operator, setOperator] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const fromInstant = from ? startOfDay(from) : undefined;
    const toInstant = to ? endOfDay(to) : undefined;
    props.onApply({
      ...(operator ? { operator } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
      ...(fromInstant ? { from: fromInstant } : {}),
      ...(toInstant ? { to: toInstant } : {}),
    });
  };
  const reset = () => {
    setOperator('');
    setAction('');
    setFrom('');
    setTo('');
    props.onApply({});
  };

  return (
    <form
      className={page.stack}
      onSubmit={apply}
      aria-label={t('console.audit.filters')}
      data-testid="audit-filters"
    >
      <div className={styles.filters}>
        <Select
          label={t('console.audit.operator')}
          name="operator"
          value={operator}
          options={[
            { value: '', label: t('console.audit.anyOperator') },
            ...(operators.data ?? []).map((entry) => ({
              value: entry.username,
              label: `${entry.displayName} (${entry.username})`,
            })),
          ]}
          onChange={(event) => setOperator(event.target.value)}
        />
        <TextField
          label={t('console.audit.action')}
          name="action"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('console.audit.actionHint')}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
        <TextField
          label={t('console.audit.from')}
          name="from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('console.audit.to')}
          name="to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className={page.actions}>
        <Button type="submit">{t('console.audit.apply')}</Button>
        <Button type="button" variant="ghost" onClick={reset}>
          {t('console.audit.reset')}
        </Button>
      </div>
    </form>
  );
}
