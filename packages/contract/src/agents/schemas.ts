import { z } from 'zod';
import { operatorQuery, pageOf, pageQuerySchema } from '../envelope.ts';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';

/**
 * The agent centre (issue 19): the team tree, applications to become an agent, and the operator's
 * calls that make agents and move branches. Ids are decimal strings (bigserial); money is minor
 * units as a decimal string; times are ISO 8601 in UTC.
 */

/** The member types that are agents (spec: 1, 2, 4, 41, 42); 0 is a plain member. */
export const agentTypes = [1, 2, 4, 41, 42] as const;
export type AgentType = (typeof agentTypes)[number];
const agentTypeSchema = z.union(agentTypes.map((type) => z.literal(type)));

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');
const minorUnits = z.string().regex(/^\d+$/);
/** An empty query value (`?search=`) means "no filter", as the screens send it. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

// ---- The agent's team ----

/**
 * GET /wps/agent/team: the team of `parentId` (the caller when absent; any member of the caller's
 * team). Without `search` or `level` it is the parent's direct downline (the tree's drill-down);
 * with `search` (the start of a username) or `level` (counted from the caller, 1 = direct) it is
 * every member of the parent's team that matches.
 */
export const teamQuerySchema = pageQuerySchema.extend({
  parentId: z.preprocess(emptyAsAbsent, idSchema.optional()),
  search: z.preprocess(emptyAsAbsent, z.string().trim().min(1).max(64).optional()),
  level: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(100).optional()),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

const teamMemberSchema = z.object({
  id: idSchema,
  account: z.string(),
  nickname: z.string().nullable(),
  /** 0 a plain member, else its agent type. */
  type: z.number().int(),
  /** Levels below the caller: 1 is the caller's direct downline. */
  level: z.number().int().min(1),
  uplineAccount: z.string(),
  /** Members directly below it (0 for a leaf). */
  directCount: z.number().int().min(0),
  /** Its whole team below it. */
  teamSize: z.number().int().min(0),
  balance: minorUnits,
  currency: z.string(),
  status: z.enum(['active', 'locked', 'closed']),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const teamPathStepSchema = z.object({ id: idSchema, account: z.string() });

export const teamPageSchema = pageOf(teamMemberSchema).extend({
  /** From the caller down to the listed parent (the caller alone at the top of its team). */
  path: z.array(teamPathStepSchema),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

// ---- The overview ----

/** The longest range the overview reads at once. */
export const overviewMaxDays = 92;

/**
 * GET /wps/agent/team/overview?from=&to=: calendar days of the brand's clock, both included, at
 * most `overviewMaxDays` days.
 */
export const teamOverviewQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < overviewMaxDays, {
    message: `at most ${overviewMaxDays} days`,
    path: ['to'],
  });
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

const signedMinorUnits = z.string().regex(/^-?\d+$/);

const overviewFiguresSchema = z.object({
  /** Members who joined the team (below the agent). */
  newMembers: z.number().int().min(0),
  deposits: minorUnits,
  withdrawals: minorUnits,
  /** Stakes of settled bets (voided and rolled-back stakes do not count). */
  validBets: minorUnits,
  payouts: minorUnits,
  /** Bonuses and rebates paid to the team. */
  bonuses: minorUnits,
  /** validBets − payouts − bonuses: negative when the team won. */
  netLoss: signedMinorUnits,
});

export const teamOverviewSchema = overviewFiguresSchema.extend({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Members below the agent now. */
  teamSize: z.number().int().min(0),
  /** Members of the team (the agent included) with a valid bet in the range. */
  activeMembers: z.number().int().min(0),
  /** Commissions paid to the agent in the range. */
  myIncome: minorUnits,
  /** Every day of the range, oldest first. */
  days: z.array(overviewFiguresSchema.extend({ day: z.string() })),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

// ---- Team reports ----

const dayRange = {
  from: z.iso.date(),
  to: z.iso.date(),
};
const rangeInOrder = (range: { from: string; to: string }) => range.from <= range.to;
const rangeShort = (range: { from: string; to: string }) =>
  (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < overviewMaxDays;

export const reportGameTypes = [
  'live_casino',
  'slots',
  'sports',
  'esports',
  'cards',
  'fishing',
  'lottery',
  'cockfighting',
  'mini_games',
] as const;

/** GET /wps/agent/team/bets: the team's settled rounds by day and game type (the lottery's by draw). */
export const teamBetsQuerySchema = z
  .object({
    ...dayRange,
    gameType: z.preprocess(emptyAsAbsent, z.enum(reportGameTypes).optional()),
    /** One member of the team (its own rounds), else the whole team. */
    memberId: z.preprocess(emptyAsAbsent, idSchema.optional()),
  })
  .refine(rangeInOrder, { message: 'from must not be after to', path: ['to'] })
  .refine(rangeShort, { message: `at most ${overviewMaxDays} days`, path: ['to'] });
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;

const betFiguresSchema = z.object({
  bettors: z.number().int().min(0),
  rounds: z.number().int().min(0),
  validBets: minorUnits,
  payouts: minorUnits,
  /** validBets − payouts: negative when the players won. */
  netLoss: signedMinorUnits,
});
export const teamBetsSchema = z.object({
  currency: z.string(),
  rows: z.array(betFiguresSchema.extend({ day: z.string(), gameType: z.enum(reportGameTypes) })),
  totals: betFiguresSchema.omit({ bettors: true }),
});
export type TeamBets = z.infer<typeof teamBetsSchema>;

export const teamTransactionKinds = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'rebate',
  'commission',
  'adjustment',
] as const;

/** GET /wps/agent/team/transactions: the team's main-wallet movements, newest first. */
export const teamTransactionsQuerySchema = pageQuerySchema
  .extend({
    ...dayRange,
    kind: z.preprocess(emptyAsAbsent, z.enum(teamTransactionKinds).optional()),
    memberId: z.preprocess(emptyAsAbsent, idSchema.optional()),
  })
  .refine(rangeInOrder, { message: 'from must not be after to', path: ['to'] })
  .refine(rangeShort, { message: `at most ${overviewMaxDays} days`, path: ['to'] });
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionPageSchema = pageOf(
  z.object({
    id: idSchema,
    time: z.string(),
    account: z.string(),
    /** Levels below the caller (0: the caller itself). */
    level: z.number().int().min(0),
    kind: z.enum(teamTransactionKinds),
    /** Signed: positive into the wallet. */
    amount: signedMinorUnits,
    balanceAfter: signedMinorUnits,
    currency: z.string(),
  }),
);
export type TeamTransactionPage = z.infer<typeof teamTransactionPageSchema>;

/** GET /wps/agent/team/profit-loss: each member's own figures, or the sums of each level. */
export const teamProfitLossQuerySchema = pageQuerySchema
  .extend({ ...dayRange, by: z.enum(['member', 'level']).default('member') })
  .refine(rangeInOrder, { message: 'from must not be after to', path: ['to'] })
  .refine(rangeShort, { message: `at most ${overviewMaxDays} days`, path: ['to'] });
export type TeamProfitLossQuery = z.infer<typeof teamProfitLossQuerySchema>;

const profitLossFiguresSchema = z.object({
  validBets: minorUnits,
  payouts: minorUnits,
  bonuses: minorUnits,
  /** validBets − payouts − bonuses: negative when the member won. */
  netLoss: signedMinorUnits,
});
export const teamProfitLossSchema = z.object({
  by: z.enum(['member', 'level']),
  currency: z.string(),
  /** By member: members with figures in the range, the biggest net loss first; by level: every level with figures. */
  rows: z.array(
    profitLossFiguresSchema.extend({
      level: z.number().int().min(0),
      /** By member: its id and account; by level: null. */
      id: idSchema.nullable(),
      account: z.string().nullable(),
      /** By level: how many members of that level had figures (1 by member). */
      members: z.number().int().min(0),
    }),
  ),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totals: profitLossFiguresSchema,
});
export type TeamProfitLoss = z.infer<typeof teamProfitLossSchema>;

// ---- Registration links ----

const linkSchema = z.object({
  id: idSchema,
  code: z.string(),
  /** The registration page with the code filled in. */
  url: z.string(),
  kind: z.enum(['member', 'agent']),
  note: z.string(),
  enabled: z.boolean(),
  clicks: z.number().int().min(0),
  registrations: z.number().int().min(0),
  createdAt: z.string(),
});
export type RegistrationLink = z.infer<typeof linkSchema>;
export { linkSchema };
export const linksSchema = z.object({ links: z.array(linkSchema) });
export type RegistrationLinks = z.infer<typeof linksSchema>;

/** POST /wps/agent/links: a new link for a plain member or an agent. */
export const createLinkSchema = z.object({
  kind: z.enum(['member', 'agent']),
  note: singleLineText({ min: 0, max: 100 }).default(''),
});
export type CreateLink = z.input<typeof createLinkSchema>;
export const linkParamsSchema = z.object({ id: idSchema });
/** PUT /wps/agent/links/:id: switch it on or off, or change its note. */
export const updateLinkSchema = z
  .object({ enabled: z.boolean().optional(), note: singleLineText({ min: 0, max: 100 }).optional() })
  .refine((change) => change.enabled !== undefined || change.note !== undefined, {
    message: 'nothing to change',
  });
export type UpdateLink = z.input<typeof updateLinkSchema>;

/** POST /wps/relay/register-links/:code/visit: a visitor opened the registration page with a code. */
export const linkCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'a code') });
export const linkVisitSchema = z.object({
  /** False for a code that is no enabled link (an agent's own invitation code is not counted here). */
  counted: z.boolean(),
  kind: z.enum(['member', 'agent']).nullable(),
});

// ---- Opening an account ----

/** POST /wps/agent/team/accounts, encrypted: a new account directly below the agent. */
export const openAccountSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  kind: z.enum(['member', 'agent']),
});
export type OpenAccount = z.infer<typeof openAccountSchema>;
export const openedAccountSchema = z.object({ id: idSchema, account: z.string(), type: z.number().int() });
export type OpenedAccount = z.infer<typeof openedAccountSchema>;

// ---- Applying to become an agent ----

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof applicationStatuses)[number];

/** POST /wps/member/agent-application: the spec's affiliate application. */
export const applyForAgentSchema = z.object({
  /** How the operator reaches the applicant: a phone, Zalo or Telegram id, an email. */
  contact: singleLineText({ min: 1, max: 100 }),
  /** How many players the applicant expects to bring. */
  expectedTeam: z.number().int().min(0).max(1_000_000),
  note: multiLineText({ min: 0, max: 500 }).default(''),
});
export type ApplyForAgent = z.input<typeof applyForAgentSchema>;

const agentApplicationSchema = z.object({
  id: idSchema,
  contact: z.string(),
  expectedTeam: z.number().int(),
  note: z.string(),
  status: z.enum(applicationStatuses),
  /** The type the operator chose, once approved. */
  agentType: z.number().int().nullable(),
  /** The operator's reason, once rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** GET /wps/member/agent-application: the member's latest application, and whether it is an agent. */
export const ownAgentApplicationSchema = z.object({
  isAgent: z.boolean(),
  application: agentApplicationSchema.nullable(),
});
export type OwnAgentApplication = z.infer<typeof ownAgentApplicationSchema>;
export { agentApplicationSchema };

// ---- The operator's calls ----

export const agentApplicationsQuerySchema = operatorQuery(
  pageQuerySchema.extend({ status: z.preprocess(emptyAsAbsent, z.enum(applicationStatuses).optional()) }),
);
export type AgentApplicationsQuery = z.infer<typeof agentApplicationsQuerySchema>;

const operatorAgentApplicationSchema = agentApplicationSchema.extend({
  account: z.string(),
  /** The operator who decided it (their username). */
  decidedBy: z.string().nullable(),
});
export type OperatorAgentApplication = z.infer<typeof operatorAgentApplicationSchema>;
export { operatorAgentApplicationSchema };
export const operatorAgentApplicationPageSchema = pageOf(operatorAgentApplicationSchema);
export type OperatorAgentApplicationPage = z.infer<typeof operatorAgentApplicationPageSchema>;

export const applicationParamsSchema = z.object({ id: idSchema });

export const approveAgentApplicationSchema = z.object({ agentType: agentTypeSchema });
export type ApproveAgentApplication = z.infer<typeof approveAgentApplicationSchema>;

export const rejectAgentApplicationSchema = z.object({ reason: singleLineText({ min: 1, max: 500 }) });
export type RejectAgentApplication = z.infer<typeof rejectAgentApplicationSchema>;

export const memberParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** PUT /admin/members/:username/agent-type: make a member (or an agent) an agent of this type. */
export const setAgentTypeSchema = z.object({ agentType: agentTypeSchema });
export const agentTypeChangedSchema = z.object({ username: z.string(), type: z.number().int() });
export type AgentTypeChanged = z.infer<typeof agentTypeChangedSchema>;

/** PUT /admin/members/:username/upline: move the member and its whole team under another agent. */
export const moveBranchSchema = z.object({ upline: z.string().min(1).max(64) });
export type MoveBranch = z.infer<typeof moveBranchSchema>;
export const branchMovedSchema = z.object({
  username: z.string(),
  upline: z.string(),
  /** The members that moved: the member and its whole team. */
  moved: z.number().int().min(1),
});
export type BranchMoved = z.infer<typeof branchMovedSchema>;
