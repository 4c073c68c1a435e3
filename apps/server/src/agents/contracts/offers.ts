/**
 * A contract between an upline and its direct downline, as a state machine:
 * offered → signed | rejected; signed → termination_requested → terminated | signed.
 * Rejected and terminated are final. Who may do a step is part of the rule.
 */
export const contractStates = [
  'offered',
  'signed',
  'rejected',
  'termination_requested',
  'terminated',
] as const;
export type ContractState = (typeof contractStates)[number];

export const contractActions = [
  'accept',
  'reject',
  'request_termination',
  'accept_termination',
  'reject_termination',
] as const;
export type ContractAction = (typeof contractActions)[number];

export const offerErrorCodes = {
  notParty: 'error_contract_not_party',
  wrongSide: 'error_contract_wrong_side',
  illegalTransition: 'error_contract_illegal_transition',
} as const;
export type OfferErrorCode = (typeof offerErrorCodes)[keyof typeof offerErrorCodes];

export interface ContractParties {
  state: ContractState;
  uplineId: string;
  downlineId: string;
  /** Who asked to end it, while the state is termination_requested. */
  terminationRequestedBy: string | null;
}

export type TransitionResult = { ok: true; contract: ContractParties } | { ok: false; code: OfferErrorCode };

/** The state each action starts from and leads to. */
const steps: Record<ContractAction, { from: ContractState; to: ContractState }> = {
  accept: { from: 'offered', to: 'signed' },
  reject: { from: 'offered', to: 'rejected' },
  request_termination: { from: 'signed', to: 'termination_requested' },
  accept_termination: { from: 'termination_requested', to: 'terminated' },
  reject_termination: { from: 'termination_requested', to: 'signed' },
};

/** Whether the actor is the side that may take the action on this contract. */
function mayAct(contract: ContractParties, action: ContractAction, actorId: string): boolean {
  switch (action) {
    case 'accept':
    case 'reject':
      return actorId === contract.downlineId;
    case 'request_termination':
      return true;
    case 'accept_termination':
    case 'reject_termination':
      // The other side answers.
      return actorId !== contract.terminationRequestedBy;
  }
}

/** The contract after `actorId` takes `action`, or the stable code of why it may not. Changes nothing. */
export function transition(
  contract: ContractParties,
  action: ContractAction,
  actorId: string,
): TransitionResult {
  if (actorId !== contract.uplineId && actorId !== contract.downlineId) {
    return { ok: false, code: offerErrorCodes.notParty };
  }
  const step = steps[action];
  if (contract.state !== step.from) return { ok: false, code: offerErrorCodes.illegalTransition };
  if (!mayAct(contract, action, actorId)) return { ok: false, code: offerErrorCodes.wrongSide };
  return {
    ok: true,
    contract: {
      ...contract,
      state: step.to,
      terminationRequestedBy: step.to === 'termination_requested' ? actorId : null,
    },
  };
}
