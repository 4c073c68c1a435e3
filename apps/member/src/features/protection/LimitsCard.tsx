import { FormAlert, useSubmit, useSystemStatus } from '@lotus/app-shell';
import type {
  ProtectionLimit,
  ProtectionLimitKind,
  ProtectionLimits,
  ProtectionPeriod,
} from '@lotus/contract/protection';
import { formatMoney, minorDigits, useT } from '@lotus/i18n';
import { Button, Card, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { limitInputText, parseLimitInput } from './limit-amounts.ts';
import { protection, protectionQueryKeys } from './protection-queries.ts';
import * as styles from './ResponsibleGamingPage.css.ts';

/** The windows in the order shown (web apps take only types from the contract). */
const protectionPeriods: readonly ProtectionPeriod[] = ['24h', '7d', '30d'];

type Drafts = Record<ProtectionPeriod, string>;

function draftsOf(limits: Record<ProtectionPeriod, ProtectionLimit>, currency: string): Drafts {
  return {
    '24h': limitInputText(limits['24h'].limit, currency),
    '7d': limitInputText(limits['7d'].limit, currency),
    '30d': limitInputText(limits['30d'].limit, currency),
  };
}

/** How much of the limit the window has used, 0-100. */
function usedShare(entry: ProtectionLimit): number {
  if (entry.limit === null) return 0;
  const limit = BigInt(entry.limit);
  if (limit === 0n) return 100;
  const share = (BigInt(entry.used) * 100n) / limit;
  return Number(share > 100n ? 100n : share);
}

function WindowUsage(props: {
  kind: ProtectionLimitKind;
  period: ProtectionPeriod;
  entry: ProtectionLimit;
  currency: string;
  onCancelPending: () => void;
}) {
  const { t, language } = useT('protection');
  const { brand } = useSystemStatus();
  const { entry, currency } = props;
  const money = (amount: string) => formatMoney(amount, currency, language);
  const share = usedShare(entry);
  return (
    <li className={styles.window} data-testid={`${props.kind}-${props.period}`}>
      <p className={styles.windowName}>{t(`protection.period.${props.period}`)}</p>
      <p className={styles.muted}>
        {entry.limit === null
          ? t('protection.noLimit')
          : t('protection.limitIs', { amount: money(entry.limit) })}
      </p>
      <p className={styles.muted}>{t(`protection.${props.kind}.used`, { amount: money(entry.used) })}</p>
      {entry.limit === null || entry.remaining === null ? null : (
        <>
          <div className={styles.meter} aria-hidden="true">
            <div
              className={share >= 100 ? `${styles.meterFill} ${styles.meterFull}` : styles.meterFill}
              style={{ width: `${share}%` }}
            />
          </div>
          <p className={styles.muted}>{t('protection.remaining', { amount: money(entry.remaining) })}</p>
        </>
      )}
      {entry.pending === null ? null : (
        <>
          <p className={styles.pending}>
            {entry.pending.limit === null
              ? t('protection.pendingRemoval', {
                  date: formatDateTime(entry.pending.effectiveAt, { language, timeZone: brand.timeZone }),
                })
              : t('protection.pendingRaise', {
                  amount: money(entry.pending.limit),
                  date: formatDateTime(entry.pending.effectiveAt, { language, timeZone: brand.timeZone }),
                })}
          </p>
          <button type="button" className={styles.linkButton} onClick={props.onCancelPending}>
            {t('protection.cancelPending')}
          </button>
        </>
      )}
    </li>
  );
}

/**
 * One kind of limit (deposits or losses): each window's limit, what it has used and a change
 * waiting its 24 hours, and the form to change them. Only the windows the member changed are sent.
 */
export function LimitsCard(props: { kind: ProtectionLimitKind; limits: ProtectionLimits }) {
  const { t } = useT('protection');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { currency } = props.limits;
  const current = props.limits[props.kind];
  const initial = draftsOf(current, currency);
  const [drafts, setDrafts] = useState<Drafts>(initial);
  const form = useSubmit<
    { changes: Partial<Record<ProtectionPeriod, string | null>>; done: (next: ProtectionLimits) => void },
    ProtectionLimits,
    ProtectionPeriod
  >({
    send: ({ changes }) => protection.setLimits({ [props.kind]: changes }),
    onSuccess: (next, { done }) => {
      queryClient.setQueryData(protectionQueryKeys.limits, next);
      setDrafts(draftsOf(next[props.kind], currency));
      done(next);
    },
    fallback: t('protection.saveFailed'),
    fieldsOf: null,
  });
  const { problems } = form;

  function send(
    changes: Partial<Record<ProtectionPeriod, string | null>>,
    done: (next: ProtectionLimits) => void,
  ) {
    form.setRefusal(null);
    form.submit({ changes, done });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: Partial<Record<ProtectionPeriod, string | null>> = {};
    const found: Partial<Record<ProtectionPeriod, string>> = {};
    for (const period of protectionPeriods) {
      if (drafts[period].trim() === initial[period]) continue;
      const value = parseLimitInput(drafts[period], currency);
      if (value === undefined) found[period] = t('protection.invalidAmount');
      else changes[period] = value;
    }
    // The refusal of an earlier try stays until this one is sent (or says there is nothing to send).
    form.setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) {
      form.setRefusal(t('protection.nothingChanged'));
      return;
    }
    send(changes, (next) => {
      const waiting = Object.keys(changes).some(
        (period) => next[props.kind][period as ProtectionPeriod].pending !== null,
      );
      show({ message: t(waiting ? 'protection.savedWithPending' : 'protection.saved'), tone: 'success' });
    });
  }

  /** Asking for the limit in force again drops the change that was waiting. */
  function cancelPending(period: ProtectionPeriod) {
    send({ [period]: current[period].limit }, () =>
      show({ message: t('protection.pendingCancelled'), tone: 'success' }),
    );
  }

  const titleId = `${props.kind}-limits-title`;
  return (
    <Card>
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t(`protection.${props.kind}.title`)}
        </h2>
        <p className={styles.muted}>{t(`protection.${props.kind}.hint`)}</p>
        <ul className={styles.windows}>
          {protectionPeriods.map((period) => (
            <WindowUsage
              key={period}
              kind={props.kind}
              period={period}
              entry={current[period]}
              currency={currency}
              onCancelPending={() => cancelPending(period)}
            />
          ))}
        </ul>
        <form className={styles.stack} onSubmit={submit} noValidate>
          <div className={styles.fields}>
            {protectionPeriods.map((period) => (
              <TextField
                key={period}
                label={t('protection.fieldLabel', { period: t(`protection.period.${period}`), currency })}
                name={`${props.kind}-${period}`}
                inputMode={minorDigits(currency) === 0 ? 'numeric' : 'decimal'}
                autoComplete="off"
                hint={t('protection.fieldHint')}
                error={problems[period]}
                value={drafts[period]}
                onChange={(event) => setDrafts({ ...drafts, [period]: event.target.value })}
              />
            ))}
          </div>
          <FormAlert message={form.refusal} />
          <div className={styles.actions}>
            <Button type="submit" loading={form.pending}>
              {t('protection.save')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
