import type { AgentPayout } from '@lotus/contract/agent-contracts';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Dialog } from '@lotus/ui';
import type { ReactNode } from 'react';
import { figureStyles, formatPpmUnits, formatRate } from '../contracts/index.ts';
import { readStatement } from './statement.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './income.css.ts';

/**
 * A payout's statement: the figures its pay was counted from. A tiered kind's team valid bets,
 * active members, the tier and its rate, the base; a real-time salary's rounds and bets counted and
 * its rates; then the agent's rate on its team, less each agent below it, and the pay.
 */
export function StatementDialog(props: {
  payout: AgentPayout;
  period: string;
  contract: string;
  onClose: () => void;
}) {
  const { payout } = props;
  const { t, language } = useT('agentIncome');
  const money = (minorUnits: string) => formatMoney(minorUnits, payout.currency, language);
  const exact = (ppmUnits: string) => formatPpmUnits(ppmUnits, payout.currency, language);
  const statement = readStatement(payout);
  const kind = t(`agentIncome.kinds.${payout.kind}`);

  const rows: Array<[string, ReactNode]> = [
    [t('agentIncome.statement.period'), props.period],
    [t('agentIncome.statement.contract'), props.contract],
  ];
  if (statement?.shape === 'tiered' && payout.kind !== 'real_time_salary') {
    rows.push(
      [t('agentIncome.statement.teamValidBets'), money(statement.teamValidBets)],
      [t('agentIncome.statement.activeMembers'), formatNumber(statement.activeMembers, language)],
      [
        t('agentIncome.statement.tier'),
        statement.tier === null
          ? t('agentIncome.statement.noTier')
          : t('agentIncome.statement.tierRate', {
              tier: statement.tier,
              rate: formatRate(statement.ratePpm, language),
            }),
      ],
    );
    // A salary's base is the team's valid bets, said above; a dividend's is the team's net loss.
    if (payout.kind === 'dividend') rows.push([t('agentIncome.statement.netLoss'), money(statement.base)]);
  } else if (statement?.shape === 'realTime') {
    rows.push(
      [t('agentIncome.statement.rounds'), formatNumber(statement.rounds, language)],
      [t('agentIncome.statement.volume'), money(statement.volume)],
    );
    if (statement.winRatePpm !== null && statement.lossRatePpm !== null)
      rows.push([
        t('agentIncome.statement.rates'),
        t('agentIncome.statement.ratesValue', {
          win: formatRate(statement.winRatePpm, language),
          loss: formatRate(statement.lossRatePpm, language),
        }),
      ]);
  }

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('agentIncome.statement.title', { kind })}
      closeLabel={t('agentIncome.statement.close')}
    >
      <div className={styles.statement} data-testid="statement">
        <dl className={figureStyles.facts}>
          {rows.map(([name, value]) => (
            <div key={name} className={figureStyles.fact}>
              <dt className={figureStyles.factName}>{name}</dt>
              <dd className={figureStyles.factValueSmall}>{value}</dd>
            </div>
          ))}
        </dl>
        {statement === null ? (
          <p className={pageStyles.muted}>{t('agentIncome.statement.unreadable')}</p>
        ) : (
          <>
            <dl className={styles.sum}>
              <div className={styles.sumLine}>
                <dt>{t('agentIncome.statement.gross')}</dt>
                <dd className={styles.sumValue}>{exact(statement.grossPpmUnits)}</dd>
              </div>
              {statement.deductions.length > 0 && (
                <div className={styles.sumLine}>
                  <dt>{t('agentIncome.statement.deductions')}</dt>
                  <dd className={styles.sumValue}>
                    −
                    {exact(
                      statement.deductions
                        .reduce((sum, deduction) => sum + BigInt(deduction.ppmUnits), 0n)
                        .toString(),
                    )}
                  </dd>
                </div>
              )}
              {statement.deductions.map((deduction) => (
                <div key={deduction.agent} className={styles.deductionLine}>
                  <dt>{t('agentIncome.statement.deduction', { agent: deduction.agent })}</dt>
                  <dd className={styles.sumValue}>−{exact(deduction.ppmUnits)}</dd>
                </div>
              ))}
              <div className={styles.payLine}>
                <dt>{t('agentIncome.statement.pay')}</dt>
                <dd className={styles.payValue} data-testid="statement-pay">
                  {money(statement.pay)}
                </dd>
              </div>
            </dl>
            {statement.deductions.length === 0 && (
              <p className={pageStyles.muted}>{t('agentIncome.statement.noDeductions')}</p>
            )}
            <p className={figureStyles.note}>{t('agentIncome.statement.payNote')}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}
