import type {
  CampaignKind,
  DrawPage,
  DrawRequest,
  DrawResult,
  MemberCampaign,
  MemberCampaignList,
} from '@lotus/contract/campaigns';
import { campaignPrizeIndex } from '@lotus/contract/campaigns';
import { fairFloats } from '@lotus/games';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CampaignSources, RewardsLedger } from '../needs.ts';
import {
  countDraws,
  countDrawsByCampaign,
  insertDraw,
  selectDrawByKey,
  selectDrawPage,
} from './draw-tables.ts';
import type { DrawRow } from './draw-tables.ts';
import { createEligibility } from './eligibility.ts';
import { periodKeyOf } from './periods.ts';
import { activeSeedPair, takeNonce } from './seed-tables.ts';
import { seedsOf } from './seeds.ts';
import { selectCampaign, selectCampaigns, takeFromBudget } from './tables.ts';
import type { CampaignRow } from './tables.ts';
import { campaignStatus, campaignWords, drawView, prizesView } from './views.ts';

/** The refusal of a campaign that cannot be drawn now, or nothing when it can. */
function refusalOf(campaign: CampaignRow): AppError | undefined {
  const status = campaignStatus(campaign);
  if (status === 'ended') return new AppError('error_campaign_ended');
  if (status === 'upcoming') return new AppError('error_campaign_not_started');
  if (status === 'budget_spent') return new AppError('error_campaign_budget_spent');
  return undefined;
}

/**
 * The member's side of campaigns (docs/campaigns.md): the campaigns it may take part in, its draws,
 * and a draw. A draw is one transaction: the member's seed pair locked (its draws one at a time, the
 * next nonce), its draws in the period counted, the prize drawn from the pair's fair float (decision
 * 0025: nothing about the member or the budget enters it), the prize's keyed journal, the draw's row
 * and, last, the campaign's one conditional update (the budget covers the largest prize). Any
 * refusal rolls all of it back. The same key answers the first draw.
 */
export function createCampaignDraws(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  ledger: RewardsLedger;
  sources: CampaignSources;
}) {
  const { pool, brand, ledger } = deps;
  const brandId = brand.id;
  const standings = createEligibility(deps.sources, brand.time_zone);

  async function list(
    member: { id: bigint; isDemo: boolean },
    kind: CampaignKind | undefined,
    language: string,
  ): Promise<MemberCampaignList> {
    const memberId = member.id;
    const [campaigns, pair] = await Promise.all([
      selectCampaigns(pool, brandId, { kind, current: true }),
      activeSeedPair(pool, brandId, memberId, false),
    ]);
    const now = campaigns[0]?.now ?? new Date();
    const periods = campaigns.map((campaign) => ({
      campaignId: campaign.id,
      periodKey: periodKeyOf(campaign.draws_per, now, brand.time_zone),
    }));
    const [drawn, standing] = await Promise.all([
      countDrawsByCampaign(pool, memberId, periods),
      standings(memberId, campaigns, now),
    ]);
    return {
      campaigns: campaigns.map((campaign): MemberCampaign => {
        const stand = standing.get(campaign.id)!;
        // A free-play guest plays with play money only: it never draws (decision 0018).
        const reason = member.isDemo ? 'free_play' : stand.reason;
        const words = campaignWords(campaign.texts, language);
        return {
          id: campaign.id.toString(),
          kind: campaign.kind,
          name: words.name,
          description: words.description,
          status: campaignStatus(campaign),
          startsAt: campaign.starts_at.toISOString(),
          endsAt: campaign.ends_at.toISOString(),
          currency: brand.currency,
          prizes: prizesView(campaign.prizes),
          drawsAllowed: campaign.draws_allowed,
          drawsPer: campaign.draws_per,
          drawsLeft: Math.max(0, campaign.draws_allowed - (drawn.get(campaign.id) ?? 0)),
          eligible: reason === null,
          ineligibleReason: reason,
          eligibility: {
            minDeposits: campaign.min_deposits.toString(),
            minValidBets: campaign.min_valid_bets.toString(),
            windowDays: campaign.window_days,
          },
          deposits: stand.deposits.toString(),
          validBets: stand.validBets.toString(),
        };
      }),
      seeds: seedsOf(pair),
    };
  }

  async function mine(
    memberId: bigint,
    query: { page: number; size: number; kind?: CampaignKind },
    language: string,
  ): Promise<DrawPage> {
    const { rows, total } = await selectDrawPage(
      pool,
      brandId,
      { memberId, kind: query.kind },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => drawView(row, language, brand.currency)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** The draw made with this key: the same campaign answers it, another is a conflict. */
  async function earlier(memberId: bigint, request: DrawRequest): Promise<DrawRow | undefined> {
    const row = await selectDrawByKey(pool, memberId, request.idempotencyKey);
    if (row !== undefined && row.campaign_id !== BigInt(request.campaignId))
      throw new AppError('error_conflict');
    return row;
  }

  async function answer(row: DrawRow, language: string): Promise<DrawResult> {
    const used = await countDraws(pool, row.campaign_id, row.member_id, row.period_key);
    return { ...drawView(row, language, brand.currency), drawsLeft: Math.max(0, row.draws_allowed - used) };
  }

  /** The prize's journal: money as a bonus from the brand's bonus expense, points from the issuer. */
  async function payPrize(
    client: PoolClient,
    memberId: bigint,
    prize: { kind: 'money' | 'points' | 'none'; amount: bigint },
    key: string,
    /** The journal's memo: the campaign's name, which the member's bonus details show (as promotions do). */
    memo: string,
  ): Promise<bigint | null> {
    if (prize.kind === 'none') return null;
    const money = prize.kind === 'money';
    const paid = await ledger.postWithin(client, {
      idempotencyKey: key,
      kind: money ? 'bonus' : 'points',
      memo,
      postings: [
        { account: { memberId, kind: money ? 'main' : 'points' }, amount: prize.amount },
        { account: { house: money ? 'bonus_expense' : 'points_issued' }, amount: -prize.amount },
      ],
    });
    return paid.journalId;
  }

  async function draw(
    member: { id: bigint; isDemo: boolean },
    request: DrawRequest,
    language: string,
  ): Promise<DrawResult> {
    const memberId = member.id;
    if (member.isDemo) throw new AppError('error_free_play_not_offered');
    const before = await earlier(memberId, request);
    if (before) return answer(before, language);
    try {
      await drawOnce(memberId, request);
    } catch (error) {
      // A request sent again while its first was drawing: whatever this one met (no draws left,
      // budget spent, the key taken), the first's draw is the answer.
      const first = error instanceof AppError ? await earlier(memberId, request) : undefined;
      if (first) return answer(first, language);
      throw error;
    }
    return answer((await selectDrawByKey(pool, memberId, request.idempotencyKey))!, language);
  }

  async function drawOnce(memberId: bigint, request: DrawRequest): Promise<void> {
    const campaignId = BigInt(request.campaignId);
    const seen = await selectCampaign(pool, brandId, campaignId);
    if (seen === undefined) throw new AppError('error_not_found');
    const refusal = refusalOf(seen);
    if (refusal) throw refusal;
    const stand = (await standings(memberId, [seen], seen.now)).get(seen.id)!;
    if (stand.reason !== null)
      throw new AppError('error_campaign_not_eligible', { params: { reason: stand.reason } });

    await inTransaction(pool, async (client) => {
      // The pair first: this member's draws (on any instance) wait here, one at a time.
      const pair = await activeSeedPair(client, brandId, memberId, true);
      // The same key's draw committed while this one waited: it is the answer (see the catch).
      if (await selectDrawByKey(client, memberId, request.idempotencyKey))
        throw new AppError('error_conflict');
      const campaign = (await selectCampaign(client, brandId, campaignId))!;
      const periodKey = periodKeyOf(campaign.draws_per, campaign.now, brand.time_zone);
      const drawn = await countDraws(client, campaignId, memberId, periodKey);
      if (drawn >= campaign.draws_allowed) throw new AppError('error_campaign_no_draws_left');
      const seed = { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: pair.next_nonce };
      const prizeIndex = campaignPrizeIndex(
        fairFloats(seed, 1)[0]!,
        campaign.prizes.map((prize) => prize.weight),
      );
      const line = campaign.prizes[prizeIndex]!;
      const prize = { kind: line.kind, amount: BigInt(line.amount) };
      const drawNumber = drawn + 1;
      const journalId = await payPrize(
        client,
        memberId,
        prize,
        // The pair and nonce are the draw's own (unique per draw, never taken twice).
        `campaign:draw:${pair.id}:${pair.next_nonce}`,
        campaignWords(campaign.texts, 'vi').name,
      );
      const drawId = await insertDraw(client, {
        brandId,
        campaignId,
        memberId,
        periodKey,
        drawNumber,
        seedPairId: pair.id,
        nonce: pair.next_nonce,
        prizes: prizesView(campaign.prizes),
        prizeIndex,
        prize,
        journalId,
        key: request.idempotencyKey,
      });
      // The same key at the same moment (the pair's lock makes anything else impossible).
      if (drawId === undefined) throw new AppError('error_conflict');
      await takeNonce(client, pair.id);
      // Last: the campaign's row is the one every member's draw waits on; it is held only to commit.
      const taken = await takeFromBudget(client, campaign, {
        money: prize.kind === 'money' ? prize.amount : 0n,
        points: prize.kind === 'points' ? prize.amount : 0n,
      });
      if (!taken) {
        const now = (await selectCampaign(client, brandId, campaignId))!;
        // The operator changed the prize table since it was read (before the first draw only).
        throw refusalOf(now) ?? new AppError('error_conflict');
      }
    });
  }

  return { list, mine, draw };
}

export type CampaignDraws = ReturnType<typeof createCampaignDraws>;
