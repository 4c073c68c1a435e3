import { FormAlert, useSubmit, useSystemStatus } from '@lotus/app-shell';
import type { AgentContract, ContractTermsValue } from '@lotus/contract/agent-contracts';
import { useT } from '@lotus/i18n';
import { Button, Select, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatRate } from './contract-figures.ts';
import type { KindView } from './contracts-queries.ts';
import { contractsQueryKey, offerContract } from './contracts-queries.ts';
import { OfferAgentField, useDownlineAgents } from './OfferAgentField.tsx';
import { FigureField, TierFields } from './OfferFields.tsx';
import type { OfferField, OfferProblem, OfferValues, TierField, TierRow } from './offer-form.ts';
import { checkOffer, dividendCycles, isTieredTerms, offerValuesFrom } from './offer-form.ts';
import * as styles from './contracts.css.ts';

interface OfferInput {
  agentId: string;
  account: string;
  terms: ContractTermsValue;
}

/**
 * A new offer of the tab's kind to an agent of the direct downline, filled in with the agent's own
 * terms. Every check the server makes runs first and says its problem beside its field (a rate
 * above the agent's own names the ceiling); the server's refusal otherwise stands above the form.
 */
export function OfferForm(props: {
  view: KindView;
  own: ContractTermsValue;
  /** The agent chosen already ('' for none). */
  agentId: string;
  onClose: () => void;
}) {
  const { view, own, onClose } = props;
  const { t, language } = useT('agentContracts', 'common');
  const { brand } = useSystemStatus();
  const currency = brand.currency;
  const { show } = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<OfferValues>(() => ({
    ...offerValuesFrom(own, currency, language),
    agentId: props.agentId,
  }));
  const agents = useDownlineAgents(view);

  // Opened: the form's heading takes focus, so a keyboard or a screen reader starts at it.
  useEffect(() => title.current?.focus(), []);

  const wordsOf = (problem: OfferProblem): string => {
    if (problem.code === 'rateAboveOwn')
      return t('agentContracts.offer.errors.rateAboveOwn', {
        rate: formatRate(problem.ceilingPpm, language),
      });
    if (problem.code === 'decreasing')
      return t('agentContracts.offer.errors.decreasing', { previous: problem.previous });
    if (problem.code === 'cycleOwn')
      return t('agentContracts.offer.errors.cycleOwn', {
        cycle: t(`agentContracts.terms.cycleNames.${problem.cycle}`),
      });
    return t(`agentContracts.offer.errors.${problem.code}`);
  };

  const send = useSubmit<OfferInput, AgentContract, OfferField>({
    send: (input) => offerContract(input.agentId, input.terms),
    onSuccess: async (_offer, input) => {
      show({ message: t('agentContracts.done.offered', { account: input.account }), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      onClose();
    },
    fallback: t('agentContracts.offer.errors.sendFailed'),
    // The server's problems are the checks above: its words (tier and field named) above the form.
    fieldsOf: null,
  });
  const { problems } = send;

  const change = (field: Exclude<keyof OfferValues, 'tiers'>, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send.clear(field);
  };
  const changeTier = (index: number, field: TierField, value: string) => {
    setValues((current) => ({
      ...current,
      tiers: current.tiers.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    }));
    send.clear(`tiers.${index}.${field}`);
  };
  const setTiers = (tiers: TierRow[]) => {
    setValues((current) => ({ ...current, tiers }));
    // Rows moved: what was said of a row may now be another's.
    send.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOffer(view.kind, values, own, currency);
    const found = Object.fromEntries(
      Object.entries(checked.problems).flatMap(([field, problem]) =>
        problem ? [[field, wordsOf(problem)]] : [],
      ),
    );
    if (!send.check(found) || checked.terms === null) return;
    const account = agents.list.find((agent) => agent.id === values.agentId)?.account ?? '';
    send.submit({ agentId: values.agentId, account, terms: checked.terms });
  };

  const kindName = t(`agentContracts.kinds.${view.kind}`);
  const ownRate = (ppm: number) => t('agentContracts.offer.rateHint', { rate: formatRate(ppm, language) });
  return (
    <form
      className={styles.offerForm}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      data-testid="offer-form"
    >
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.cardTitle}>
        {t('agentContracts.offer.title', { kind: kindName.toLocaleLowerCase(language) })}
      </h3>
      <p className={styles.muted}>{t('agentContracts.offer.intro')}</p>
      <OfferAgentField
        agents={agents}
        value={values.agentId}
        error={problems.agentId}
        onChange={(value) => change('agentId', value)}
      />
      {isTieredTerms(own) ? (
        <>
          <TierFields
            tiers={values.tiers}
            own={own}
            problems={problems}
            onChange={changeTier}
            onTiers={setTiers}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('agentContracts.offer.active')}</legend>
            <div className={styles.fieldPair}>
              <FigureField
                label={t('agentContracts.offer.minValidBets')}
                unit="money"
                value={values.minValidBets}
                error={problems.minValidBets}
                onChange={(value) => change('minValidBets', value)}
              />
              <FigureField
                label={t('agentContracts.offer.minDeposits')}
                unit="money"
                value={values.minDeposits}
                error={problems.minDeposits}
                onChange={(value) => change('minDeposits', value)}
              />
            </div>
          </fieldset>
          {own.kind === 'dividend' && (
            <Select
              label={t('agentContracts.offer.cycle')}
              value={values.cycle}
              hint={t('agentContracts.offer.cycleHint')}
              error={problems.cycle}
              wrapperClassName={styles.narrowField}
              onChange={(event) => change('cycle', event.target.value)}
              options={dividendCycles.map((cycle) => ({
                value: cycle,
                label: t(`agentContracts.terms.cycleNames.${cycle}`),
                disabled: cycle !== own.cycle,
              }))}
            />
          )}
        </>
      ) : (
        <div className={styles.fieldPair}>
          <FigureField
            label={t('agentContracts.terms.winRate')}
            unit="rate"
            value={values.winRate}
            hint={ownRate(own.winRatePpm)}
            error={problems.winRate}
            onChange={(value) => change('winRate', value)}
          />
          <FigureField
            label={t('agentContracts.terms.lossRate')}
            unit="rate"
            value={values.lossRate}
            hint={ownRate(own.lossRatePpm)}
            error={problems.lossRate}
            onChange={(value) => change('lossRate', value)}
          />
          <FigureField
            label={t('agentContracts.terms.minRoundBet')}
            unit="money"
            value={values.minRoundBet}
            hint={t('agentContracts.offer.minRoundBetHint')}
            error={problems.minRoundBet}
            onChange={(value) => change('minRoundBet', value)}
          />
        </div>
      )}
      <FormAlert message={send.refusal} />
      <div className={styles.buttons}>
        <Button type="submit" loading={send.pending}>
          {t('agentContracts.offer.send')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('agentContracts.offer.close')}
        </Button>
      </div>
    </form>
  );
}
