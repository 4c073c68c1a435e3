import type {
  CampaignInput,
  CampaignKind,
  OperatorCampaign,
  OperatorCampaignList,
  OperatorDrawPage,
} from '@lotus/contract/campaigns';
import { campaignInputSchema } from '@lotus/contract/campaigns/schemas';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { selectDrawPage, selectDrawTotals } from './draw-tables.ts';
import {
  closeCampaignRow,
  insertCampaign,
  largestPrizes,
  selectCampaign,
  selectCampaigns,
  updateCampaignRow,
} from './tables.ts';
import type { CampaignRow, CampaignValues } from './tables.ts';
import { operatorCampaignView, operatorDrawView } from './views.ts';

/**
 * The operator's side of campaigns (docs/campaigns.md): open, change and close them (audited, each
 * under the campaign's row lock), list them with what they paid, and list a campaign's draws with
 * its totals. The kind and the prize table are fixed once a member has drawn (a draw names the
 * table it was drawn from); a budget never goes below what it paid.
 */
export function createCampaignsAdmin(deps: { pool: Pool; brand: { id: number; currency: string } }) {
  const { pool, brand } = deps;
  const brandId = brand.id;
  const view = (row: CampaignRow) => operatorCampaignView(row, brand.currency);
  const invalid = (reason: string) => new AppError('error_campaign_invalid', { params: { reason } });

  /** The row's values, checked beyond the schema: what a campaign must have to pay what it offers. */
  function valuesOf(input: CampaignInput): CampaignValues {
    const parsed = campaignInputSchema.parse(input);
    const values: CampaignValues = {
      kind: parsed.kind,
      texts: Object.fromEntries(
        Object.entries(parsed.texts).map(([language, words]) => [
          language,
          { name: words.name, description: words.description },
        ]),
      ),
      budget: BigInt(parsed.budget),
      pointsBudget: BigInt(parsed.pointsBudget),
      startsAt: new Date(parsed.startsAt),
      endsAt: new Date(parsed.endsAt),
      minDeposits: BigInt(parsed.eligibility.minDeposits),
      minValidBets: BigInt(parsed.eligibility.minValidBets),
      windowDays: parsed.eligibility.windowDays,
      drawsAllowed: parsed.drawsAllowed,
      drawsPer: parsed.drawsPer,
      prizes: parsed.prizes.map((prize) => ({
        kind: prize.kind,
        amount: prize.amount,
        weight: prize.weight,
      })),
    };
    if (Object.keys(values.texts).length === 0) throw invalid('a name in at least one language');
    if (values.endsAt <= values.startsAt) throw invalid('it must end after it starts');
    const largest = largestPrizes(values.prizes);
    if (largest.money === 0n && largest.points === 0n) throw invalid('at least one prize of money or points');
    if (largest.money > values.budget) throw invalid('the budget must cover the largest money prize');
    if (largest.points > values.pointsBudget)
      throw invalid('the points budget must cover the largest points prize');
    return values;
  }

  async function list(query: { kind?: CampaignKind }): Promise<OperatorCampaignList> {
    return { campaigns: (await selectCampaigns(pool, brandId, { kind: query.kind })).map(view) };
  }

  async function create(input: CampaignInput, context: OperatorContext): Promise<OperatorCampaign> {
    const values = valuesOf(input);
    return inTransaction(pool, async (client) => {
      const row = await insertCampaign(client, brandId, values);
      await insertAudit(client, {
        brandId,
        action: 'campaign.create',
        context,
        target: `campaign ${row.id}`,
        after: view(row),
      });
      return view(row);
    });
  }

  async function update(
    id: bigint,
    input: CampaignInput,
    context: OperatorContext,
  ): Promise<OperatorCampaign> {
    const values = valuesOf(input);
    return inTransaction(pool, async (client) => {
      const before = await selectCampaign(client, brandId, id, true);
      if (before === undefined) throw new AppError('error_not_found');
      if (before.closed_at !== null) throw new AppError('error_campaign_ended');
      if (before.draws > 0) {
        const samePrizes =
          JSON.stringify(values.prizes) ===
          JSON.stringify(
            before.prizes.map((prize) => ({ kind: prize.kind, amount: prize.amount, weight: prize.weight })),
          );
        if (!samePrizes || values.kind !== before.kind) throw new AppError('error_campaign_prizes_locked');
      }
      if (values.budget < before.paid) throw invalid('the budget cannot go below what the campaign paid');
      if (values.pointsBudget < before.points_paid)
        throw invalid('the points budget cannot go below what the campaign gave');
      const row = await updateCampaignRow(client, id, values);
      await insertAudit(client, {
        brandId,
        action: 'campaign.update',
        context,
        target: `campaign ${id}`,
        before: view(before),
        after: view(row),
      });
      return view(row);
    });
  }

  async function close(id: bigint, context: OperatorContext): Promise<OperatorCampaign> {
    return inTransaction(pool, async (client) => {
      const before = await selectCampaign(client, brandId, id, true);
      if (before === undefined) throw new AppError('error_not_found');
      if (before.closed_at !== null) throw new AppError('error_campaign_ended');
      const row = await closeCampaignRow(client, id);
      await insertAudit(client, {
        brandId,
        action: 'campaign.close',
        context,
        target: `campaign ${id}`,
        before: view(before),
        after: view(row),
      });
      return view(row);
    });
  }

  async function draws(
    id: bigint,
    query: { page: number; size: number; username?: string },
  ): Promise<OperatorDrawPage> {
    if ((await selectCampaign(pool, brandId, id)) === undefined) throw new AppError('error_not_found');
    const [{ rows, total }, totals] = await Promise.all([
      selectDrawPage(
        pool,
        brandId,
        { campaignId: id, username: query.username },
        { limit: query.size, offset: (query.page - 1) * query.size },
      ),
      selectDrawTotals(pool, id),
    ]);
    return {
      content: rows.map((row) => operatorDrawView(row, brand.currency)),
      page: query.page,
      size: query.size,
      total,
      totals: { ...totals, money: totals.money.toString(), points: totals.points.toString() },
    };
  }

  return { list, create, update, close, draws };
}

export type CampaignsAdmin = ReturnType<typeof createCampaignsAdmin>;
