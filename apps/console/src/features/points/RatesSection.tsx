import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { PointsRate, PointsRateType, PointsRates } from '@lotus/contract/points';
import { pointsRateTypes } from '@lotus/contract/points';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Skeleton, TextField, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import * as page from '../../components/page.css.ts';
import { pointsApi, ratesKey } from './points-api.ts';
import { fromMinorUnits, toMinorUnits } from './points-money.ts';
import * as styles from './points.css.ts';

type Cell = `${PointsRateType}.${'money' | 'points'}`;
type Rows = Record<PointsRateType, { money: string; points: string }>;

function rowsOf(rates: readonly PointsRate[], currency: string): Rows {
  return Object.fromEntries(
    pointsRateTypes.map((type) => {
      const rate = rates.find((candidate) => candidate.type === type);
      return [
        type,
        { money: rate ? fromMinorUnits(rate.money, currency) : '', points: rate ? rate.points : '' },
      ];
    }),
  ) as Rows;
}

/** The table as typed: one row per type, each filled (money and points) or left empty. */
function RatesForm(props: { rates: readonly PointsRate[]; currency: string }) {
  const { t, language } = useT('console');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { currency } = props;
  const [rows, setRows] = useState<Rows>(() => rowsOf(props.rates, currency));
  const save = useSubmit<{ rates: PointsRate[] }, PointsRates, Cell>({
    send: pointsApi.setRates,
    onSuccess: (saved) => {
      // The table as the server keeps it (its order, its figures).
      setRows(rowsOf(saved.rates, currency));
      queryClient.setQueryData(ratesKey, saved);
      show({ tone: 'success', message: t('console.points.rates.saved') });
    },
    placeOf: () => 'form',
    fieldsOf: null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Cell, string>> = {};
    const rates: PointsRate[] = [];
    for (const type of pointsRateTypes) {
      const row = rows[type];
      const moneyText = row.money.trim();
      const pointsText = row.points.trim();
      if (moneyText === '' && pointsText === '') continue;
      const money = moneyText === '' ? null : toMinorUnits(moneyText, currency);
      const points = /^\d{1,18}$/.test(pointsText) ? BigInt(pointsText) : null;
      if (moneyText === '') problems[`${type}.money`] = t('console.points.rates.both');
      else if (money === null || money === '0')
        problems[`${type}.money`] = t('console.points.rates.moneyInvalid', { currency });
      if (pointsText === '') problems[`${type}.points`] = t('console.points.rates.both');
      else if (points === null || points === 0n)
        problems[`${type}.points`] = t('console.points.rates.positive');
      if (money !== null && money !== '0' && points !== null && points > 0n)
        rates.push({ type, money, points: points.toString() });
    }
    if (!save.check(problems)) return;
    save.submit({ rates });
  };
  const cell = (type: PointsRateType, column: 'money' | 'points') => {
    const name: Cell = `${type}.${column}`;
    const typeName = t(`console.points.rates.types.${type}`);
    const minor = column === 'money' ? toMinorUnits(rows[type].money, currency) : null;
    return (
      <TextField
        label={
          <span className={page.visuallyHidden}>
            {t(column === 'money' ? 'console.points.rates.moneyOf' : 'console.points.rates.pointsOf', {
              type: typeName,
            })}
          </span>
        }
        name={name}
        className={styles.input}
        autoComplete="off"
        inputMode={column === 'money' ? 'decimal' : 'numeric'}
        value={rows[type][column]}
        hint={minor !== null && minor !== '0' ? formatMoney(minor, currency, language) : undefined}
        error={save.problems[name]}
        onChange={(event) => {
          const value = event.target.value;
          setRows((current) => ({ ...current, [type]: { ...current[type], [column]: value } }));
          save.clear(name);
        }}
      />
    );
  };
  const filled = pointsRateTypes.some(
    (type) => rows[type].money.trim() !== '' || rows[type].points.trim() !== '',
  );

  return (
    <form
      className={`${page.stack} ${styles.ratesForm}`}
      onSubmit={submit}
      noValidate
      data-testid="rates-form"
    >
      {!filled ? <p className={page.muted}>{t('console.points.rates.empty')}</p> : null}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.typeColumn}>
                {t('console.points.rates.type')}
              </th>
              <th scope="col">{t('console.points.rates.money', { currency })}</th>
              <th scope="col">{t('console.points.rates.points')}</th>
            </tr>
          </thead>
          <tbody>
            {pointsRateTypes.map((type) => {
              const empty = rows[type].money.trim() === '' && rows[type].points.trim() === '';
              return (
                <tr key={type} data-testid={`rate-${type}`}>
                  <th scope="row">
                    <div>{t(`console.points.rates.types.${type}`)}</div>
                    {empty ? (
                      <div className={styles.unset}>
                        {type === 'redeem'
                          ? t('console.points.rates.unsetRedeem')
                          : t('console.points.rates.unset')}
                      </div>
                    ) : null}
                  </th>
                  <td>{cell(type, 'money')}</td>
                  <td>{cell(type, 'points')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormAlert message={save.refusal} />
      <div className={page.actions}>
        <Button type="submit" loading={save.pending}>
          {t('console.points.rates.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The exchange-rate table: one row per type (five kinds of game, deposits, redeem) with money and
 * points; a type left empty earns (or converts) nothing. Saving sends the whole table.
 */
export function RatesSection() {
  const { t } = useT('console');
  const rates = useQuery({ queryKey: ratesKey, queryFn: pointsApi.rates });

  let body;
  if (rates.isPending)
    body = (
      <div aria-busy="true" data-testid="points-loading">
        <Skeleton height={240} radius="md" />
      </div>
    );
  else if (rates.isError)
    body = <LoadFailed title={t('console.points.rates.loadFailed')} onRetry={() => void rates.refetch()} />;
  // The form starts from the table as loaded, then holds what the operator types (and what was saved).
  else body = <RatesForm rates={rates.data.rates} currency={rates.data.currency} />;

  return (
    <section className={page.section} aria-labelledby="points-rates-title">
      <h2 id="points-rates-title" className={page.sectionTitle}>
        {t('console.points.rates.title')}
      </h2>
      <p className={page.muted}>{t('console.points.rates.lead')}</p>
      {body}
    </section>
  );
}
