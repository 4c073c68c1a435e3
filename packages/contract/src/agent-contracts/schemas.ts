import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';

/**
 * Agent contracts (issue 19, docs/agent-contracts.md): dividend, daily, hourly and real-time salary
 * offered by an upline to its direct downline, accepted, rejected or terminated; their settlements
 * and the agent's income. Rates are whole parts per million (10 000 = 1 %); money is minor units as
 * a decimal string; times are ISO 8601 in UTC.
 */

export const contractKinds = ['dividend', 'daily_salary', 'hourly_salary', 'real_time_salary'] as const;
export type ContractKindValue = (typeof contractKinds)[number];
export const contractStates = [
  'offered',
  'signed',
  'rejected',
  'termination_requested',
  'terminated',
] as const;
export const dividendCycles = ['D', 'W', 'H', 'M'] as const;

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d{1,18}$/, 'whole minor units');
const ratePpm = z.number().int().min(0).max(1_000_000);

const tierSchema = z.object({
  minTeamValidBets: minorUnits,
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  ratePpm,
});

const activeSchema = z.object({ minValidBets: minorUnits, minDeposits: minorUnits });

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    tiers: z.array(tierSchema).max(10),
    active: activeSchema,
    cycle: z.enum(dividendCycles),
  }),
  z.object({ kind: z.literal('daily_salary'), tiers: z.array(tierSchema).max(10), active: activeSchema }),
  z.object({ kind: z.literal('hourly_salary'), tiers: z.array(tierSchema).max(10), active: activeSchema }),
  z.object({
    kind: z.literal('real_time_salary'),
    winRatePpm: ratePpm,
    lossRatePpm: ratePpm,
    minRoundBet: minorUnits,
  }),
]);
export type ContractTermsValue = z.infer<typeof contractTermsSchema>;

const partySchema = z.object({ id: idSchema, account: z.string() });

const contractSchema = z.object({
  id: idSchema,
  kind: z.enum(contractKinds),
  state: z.enum(contractStates),
  terms: contractTermsSchema,
  upline: partySchema,
  agent: partySchema,
  /** Which side asked to end it, while the state is termination_requested. */
  terminationRequestedBy: z.enum(['upline', 'agent']).nullable(),
  offeredAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type AgentContract = z.infer<typeof contractSchema>;
export { contractSchema };

/** GET /wps/agent/contracts: what the agent holds, what it gave below, and its ceilings. */
export const agentContractsSchema = z.object({
  /** Contracts the caller holds or was offered, newest first. */
  held: z.array(contractSchema),
  /** Contracts the caller offered its direct downline, newest first. */
  given: z.array(contractSchema),
  /** For a top-level agent: the brand's templates it holds (null where the brand set none). */
  templates: z.array(z.object({ kind: z.enum(contractKinds), terms: contractTermsSchema })),
});
export type AgentContracts = z.infer<typeof agentContractsSchema>;

/** POST /wps/agent/contracts: offer a contract to a direct downline. */
export const offerContractSchema = z.object({ agentId: idSchema, terms: contractTermsSchema });
export type OfferContract = z.infer<typeof offerContractSchema>;

export const contractActionPaths = [
  'accept',
  'reject',
  'request-termination',
  'accept-termination',
  'reject-termination',
] as const;
export const contractActionParamsSchema = z.object({ id: idSchema, action: z.enum(contractActionPaths) });

/**
 * The body of an action. Accepting lower rates than the accepting agent gives below it cancels
 * those contracts: the first try answers error_contract_cancels_others naming them, and the same
 * call with `confirmCancellation: true` accepts and cancels them.
 */
export const contractActionSchema = z.object({ confirmCancellation: z.boolean().default(false) });
export type ContractActionBody = z.input<typeof contractActionSchema>;

// ---- Income ----

export const incomeQuerySchema = pageQuerySchema;

const statementSchema = z.record(z.string(), z.unknown());

const payoutSchema = z.object({
  id: idSchema,
  kind: z.enum(contractKinds),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: minorUnits,
  currency: z.string(),
  /** Null when the brand's template paid a top-level agent. */
  contractId: idSchema.nullable(),
  /** The figures the pay was computed from (team valid bets, active members, tier, rate, deductions). */
  statement: statementSchema,
  paidAt: z.string(),
});
export type AgentPayout = z.infer<typeof payoutSchema>;
export const incomePageSchema = pageOf(payoutSchema);
export type IncomePage = z.infer<typeof incomePageSchema>;

// ---- The operator ----

export const templateParamsSchema = z.object({ kind: z.enum(contractKinds) });
export const templatesSchema = z.object({
  templates: z.array(
    z.object({ kind: z.enum(contractKinds), terms: contractTermsSchema, updatedAt: z.string() }),
  ),
});
export type ContractTemplates = z.infer<typeof templatesSchema>;
export const setTemplateSchema = z.object({ terms: contractTermsSchema });

export const settlementsQuerySchema = pageQuerySchema
  .extend({
    kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(contractKinds).optional()),
  })
  .strict();
const settlementSchema = z.object({
  id: idSchema,
  kind: z.enum(contractKinds),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  agents: z.number().int(),
  paid: minorUnits,
  settledAt: z.string(),
});
export type AgentSettlement = z.infer<typeof settlementSchema>;
export const settlementPageSchema = pageOf(settlementSchema);
export type AgentSettlementPage = z.infer<typeof settlementPageSchema>;

/** POST /admin/agents/settlements: settle (or find settled) one kind's period, by its key. */
export const runSettlementSchema = z.object({
  kind: z.enum(contractKinds),
  periodKey: z.string().regex(/^(D|W|H|M|HR|RT)-[0-9T:-]{4,16}$/, 'a period key'),
});
export const settlementRunSchema = z.object({ settlement: settlementSchema, alreadySettled: z.boolean() });
export type SettlementRun = z.infer<typeof settlementRunSchema>;

// ---- The agent commissions account ----

/** GET /admin/agents/commission-account: what the account holds and what it paid. */
export const commissionAccountSchema = z.object({
  /** Signed: below zero when the contracts paid more than was put in. */
  balance: z.string().regex(/^-?\d+$/),
  currency: z.string(),
  /** Every payout to agents, and those of the last 30 days. */
  paidTotal: minorUnits,
  paidLast30Days: minorUnits,
});
export type CommissionAccount = z.infer<typeof commissionAccountSchema>;

/** POST /admin/agents/commission-account/fund: money from the house into the account, once per key. */
export const fundCommissionAccountSchema = z.object({
  amount: minorUnits.refine((value) => BigInt(value) > 0n, 'more than 0'),
  reason: z.string().trim().min(1).max(200),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type FundCommissionAccount = z.infer<typeof fundCommissionAccountSchema>;
