import { describe, expect, it } from 'vitest';
import { contractActions, contractStates, transition } from './offers.ts';
import type { ContractParties, ContractState } from './offers.ts';

const contract = (state: ContractState, terminationRequestedBy: string | null = null): ContractParties => ({
  state,
  uplineId: 'up',
  downlineId: 'down',
  terminationRequestedBy,
});

describe('the contract offer’s state machine', () => {
  it('lets the downline sign or reject an offer, and the upline neither', () => {
    expect(transition(contract('offered'), 'accept', 'down')).toEqual({
      ok: true,
      contract: contract('signed'),
    });
    expect(transition(contract('offered'), 'reject', 'down')).toEqual({
      ok: true,
      contract: contract('rejected'),
    });
    expect(transition(contract('offered'), 'accept', 'up')).toEqual({
      ok: false,
      code: 'error_contract_wrong_side',
    });
    expect(transition(contract('offered'), 'reject', 'up')).toEqual({
      ok: false,
      code: 'error_contract_wrong_side',
    });
  });

  it('lets either side ask to end a signed contract, and only the other side answer', () => {
    for (const [asker, other] of [
      ['up', 'down'],
      ['down', 'up'],
    ] as const) {
      const asked = transition(contract('signed'), 'request_termination', asker);
      expect(asked).toEqual({ ok: true, contract: contract('termination_requested', asker) });
      const requested = contract('termination_requested', asker);
      expect(transition(requested, 'accept_termination', asker)).toEqual({
        ok: false,
        code: 'error_contract_wrong_side',
      });
      expect(transition(requested, 'accept_termination', other)).toEqual({
        ok: true,
        contract: contract('terminated'),
      });
      expect(transition(requested, 'reject_termination', other)).toEqual({
        ok: true,
        contract: contract('signed'),
      });
    }
  });

  it('refuses anyone who is not a side of the contract', () => {
    for (const state of contractStates) {
      for (const action of contractActions) {
        expect(transition(contract(state), action, 'stranger')).toEqual({
          ok: false,
          code: 'error_contract_not_party',
        });
      }
    }
  });

  it('allows exactly the five moves; every other move is illegal, and final states stay final', () => {
    const legal = new Set([
      'offered:accept',
      'offered:reject',
      'signed:request_termination',
      'termination_requested:accept_termination',
      'termination_requested:reject_termination',
    ]);
    for (const state of contractStates) {
      for (const action of contractActions) {
        const outcomes = ['up', 'down'].map((actor) => transition(contract(state, 'up'), action, actor));
        if (legal.has(`${state}:${action}`)) expect(outcomes.some((outcome) => outcome.ok)).toBe(true);
        else
          expect(outcomes).toEqual([
            { ok: false, code: 'error_contract_illegal_transition' },
            { ok: false, code: 'error_contract_illegal_transition' },
          ]);
      }
    }
  });
});
