import { FormAlert, useRefusalText, useSubmit, useSystemStatus } from '@lotus/app-shell';
import type { AgentContract } from '@lotus/contract/agent-contracts';
import { formatDateTime, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ContractAction } from './contracts-queries.ts';
import { actOnContract, cancelsOthers, contractsQueryKey } from './contracts-queries.ts';
import { ContractTerms } from './ContractTerms.tsx';
import * as styles from './contracts.css.ts';

const stateTones: Record<AgentContract['state'], BadgeTone> = {
  offered: 'info',
  signed: 'success',
  rejected: 'neutral',
  termination_requested: 'warning',
  terminated: 'neutral',
};

/** Which side of the contract the agent reading it is: the upline that gave it, or the agent that holds it. */
export type ContractSide = 'upline' | 'agent';

/**
 * One contract: the other side, its state in words, its dates and terms, and what the agent may do
 * with it from its side (accept or reject an offer, ask to end it, answer the other side's ask).
 */
export function ContractCard(props: { contract: AgentContract; side: ContractSide }) {
  const { contract, side } = props;
  const { t, language } = useT('agentContracts');
  const { brand } = useSystemStatus();
  const titleId = useId();
  const clock = { language, timeZone: brand.timeZone };
  const other = side === 'agent' ? contract.upline.account : contract.agent.account;
  let title: string;
  if (side === 'upline') title = t('agentContracts.given.to', { account: other });
  // An offer turned down was never held: it stays an offer.
  else if (contract.state === 'offered' || contract.state === 'rejected')
    title = t('agentContracts.offers.from', { account: other });
  else title = t('agentContracts.mine.from', { account: other });
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`contract-${contract.id}`}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <Badge tone={stateTones[contract.state]}>{t(`agentContracts.states.${contract.state}`)}</Badge>
      </div>
      <p className={styles.dates}>
        <span>{t('agentContracts.dates.offered', { time: formatDateTime(contract.offeredAt, clock) })}</span>
        {contract.signedAt && (
          <span>{t('agentContracts.dates.signed', { time: formatDateTime(contract.signedAt, clock) })}</span>
        )}
        {contract.endedAt && (
          <span>{t('agentContracts.dates.ended', { time: formatDateTime(contract.endedAt, clock) })}</span>
        )}
      </p>
      <ContractTerms terms={contract.terms} />
      <ContractActions contract={contract} side={side} other={other} />
    </article>
  );
}

interface ActionInput {
  action: ContractAction;
  confirmCancellation: boolean;
}

/** The actions open to this side in this state; the cancellation warning of an accept. */
function ContractActions(props: { contract: AgentContract; side: ContractSide; other: string }) {
  const { contract, side, other } = props;
  const { t } = useT('agentContracts', 'common');
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const { show } = useToast();
  // The server's words naming the contracts below that accepting cancels, once it has said them.
  const [warning, setWarning] = useState<string | null>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const act = useSubmit<ActionInput, AgentContract>({
    send: (input) => actOnContract(contract.id, input.action, input.confirmCancellation),
    onSuccess: async (_moved, input) => {
      setWarning(null);
      show({ message: t(`agentContracts.done.${input.action}`), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: contractsQueryKey });
    },
    // The warning is no refusal: it stands in its own box with the confirmation.
    wordsOf: (failure) => (cancelsOthers(failure) ? null : undefined),
    onRefused: (failure) => {
      if (cancelsOthers(failure)) setWarning(refusalText(failure));
      // Whatever moved meanwhile (the other side answered first), the list shows it now.
      else void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
    },
  });
  const run = (action: ContractAction, confirmCancellation = false) =>
    act.submit({ action, confirmCancellation });
  const busy = (action: ContractAction) => act.pending && act.sent?.action === action;

  const asked = contract.state === 'termination_requested' ? contract.terminationRequestedBy : null;
  let note: string | null = null;
  let buttons: ReactNode = null;
  if (contract.state === 'offered' && side === 'agent') {
    buttons = (
      <>
        <Button ref={acceptButton} size="sm" loading={busy('accept')} onClick={() => run('accept')}>
          {t('agentContracts.actions.accept')}
        </Button>
        <Button size="sm" variant="secondary" loading={busy('reject')} onClick={() => run('reject')}>
          {t('agentContracts.actions.reject')}
        </Button>
      </>
    );
  } else if (contract.state === 'offered') {
    note = t('agentContracts.actions.waitingForAnswer', { account: other });
  } else if (contract.state === 'signed') {
    buttons = (
      <Button
        size="sm"
        variant="secondary"
        loading={busy('request-termination')}
        onClick={() => run('request-termination')}
      >
        {t('agentContracts.actions.requestTermination')}
      </Button>
    );
  } else if (asked !== null && asked === side) {
    note = t('agentContracts.actions.terminationAskedByMe', { account: other });
  } else if (asked !== null) {
    note = t('agentContracts.actions.terminationAskedByOther', { account: other });
    buttons = (
      <>
        <Button
          size="sm"
          variant="danger"
          loading={busy('accept-termination')}
          onClick={() => run('accept-termination')}
        >
          {t('agentContracts.actions.acceptTermination')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={busy('reject-termination')}
          onClick={() => run('reject-termination')}
        >
          {t('agentContracts.actions.rejectTermination')}
        </Button>
      </>
    );
  }
  if (note === null && buttons === null) return null;

  return (
    <div className={styles.actions}>
      {note && <p className={styles.actionNote}>{note}</p>}
      <FormAlert message={act.refusal} />
      {warning ? (
        <CancellationWarning
          message={warning}
          confirming={busy('accept')}
          pending={act.pending}
          onConfirm={() => run('accept', true)}
          onCancel={() => {
            setWarning(null);
            // The offer's buttons come back: the focus goes to its Accept.
            requestAnimationFrame(() => acceptButton.current?.focus());
          }}
        />
      ) : (
        buttons && <div className={styles.buttons}>{buttons}</div>
      )}
    </div>
  );
}

/**
 * Accepting would cancel contracts the agent gave below at higher rates: the server's words name
 * them; the agent confirms (the same accept, confirmed) or keeps the offer waiting. The confirmation
 * takes the focus as the warning appears.
 */
function CancellationWarning(props: {
  message: string;
  confirming: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT('agentContracts');
  const titleId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className={styles.warning} role="group" aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.warningTitle}>
        {t('agentContracts.actions.cancelsTitle')}
      </h4>
      <p role="alert" className={styles.warningText}>
        {props.message}
      </p>
      <div className={styles.buttons}>
        <Button ref={confirm} size="sm" loading={props.confirming} onClick={props.onConfirm}>
          {t('agentContracts.actions.confirmAccept')}
        </Button>
        <Button size="sm" variant="secondary" disabled={props.pending} onClick={props.onCancel}>
          {t('agentContracts.actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
