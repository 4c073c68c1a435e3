import type {
  Application,
  ApplicationInput,
  Promotion,
  PromotionList,
  PromotionType,
  RegistrationBonus,
  RewardCentre,
} from '@lotus/contract/promotions';
import type { Pool } from '../../platform/database/pool.ts';
import { isUniqueViolation } from '../../platform/database/errors.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertSameRequest, fingerprintOf } from '../../platform/idempotency/fingerprint.ts';
import type { PromotionSources, RewardsLedger } from '../needs.ts';
import {
  attachImages,
  insertApplication,
  selectApplicationByKey,
  selectMemberApplications,
} from './applications-tables.ts';
import { memberFactsFor } from './facts.ts';
import { memberStanding, visitorStanding } from './standing.ts';
import {
  insertEntry,
  insertGrant,
  lockPromotion,
  selectGrantPage,
  selectLiveRegistrationBonus,
  selectMemberGrants,
  selectPromotion,
  selectShownPromotions,
} from './tables.ts';
import type { PromotionRow } from './tables.ts';
import { applicationView, grantView, promotionView } from './views.ts';

/**
 * The member's side of promotions (docs/promotions.md): the activity centre with each promotion's
 * status for the member, joining a challenge, claiming (a keyed `bonus` journal with its turnover and
 * the grant's row, unique per member and period, in one transaction: a claim pays once whatever races
 * it), applying with images, and the reward centre.
 */
export function createPromotions(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  sources: PromotionSources;
  now?: () => Date;
}) {
  const { pool, brand, ledger } = deps;
  const brandId = brand.id;
  const now = deps.now ?? (() => new Date());

  async function standingsOf(memberId: bigint, rows: readonly PromotionRow[], language: string) {
    const at = now();
    const facts = await memberFactsFor(deps, memberId, rows, at);
    return rows.map((row) =>
      promotionView(row, memberStanding(row, facts.get(row.id)!), language, brand.currency),
    );
  }

  async function visitorList(query: { type?: PromotionType }, language: string): Promise<PromotionList> {
    const at = now();
    const rows = await selectShownPromotions(pool, brandId, { type: query.type, now: at });
    return {
      promotions: rows.map((row) => promotionView(row, visitorStanding(row, at), language, brand.currency)),
    };
  }

  async function list(
    memberId: bigint,
    query: { type?: PromotionType },
    language: string,
  ): Promise<PromotionList> {
    const rows = await selectShownPromotions(pool, brandId, { type: query.type, now: now() });
    return { promotions: rows.length === 0 ? [] : await standingsOf(memberId, rows, language) };
  }

  async function one(memberId: bigint, id: bigint, language: string): Promise<Promotion> {
    const row = await selectPromotion(pool, brandId, id);
    if (row === undefined || !row.active) throw new AppError('error_not_found');
    return (await standingsOf(memberId, [row], language))[0]!;
  }

  async function registrationBonus(): Promise<RegistrationBonus> {
    const row = await selectLiveRegistrationBonus(pool, brandId, now());
    const terms = row?.terms;
    return {
      amount: terms?.rule === 'registration_bonus' ? terms.amount : null,
      currency: brand.currency,
      promotionId: row === undefined ? null : row.id.toString(),
    };
  }

  async function join(memberId: bigint, id: bigint, language: string): Promise<Promotion> {
    const row = await selectPromotion(pool, brandId, id);
    if (row === undefined || !row.active) throw new AppError('error_not_found');
    const at = now();
    if (at < row.starts_at || at >= row.ends_at) throw new AppError('error_promotion_not_open');
    if (row.rule !== 'turnover_challenge') throw new AppError('error_promotion_cannot_join');
    await insertEntry(pool, row.id, memberId);
    return one(memberId, id, language);
  }

  async function claim(memberId: bigint, id: bigint, key: string, language: string): Promise<Promotion> {
    const row = await selectPromotion(pool, brandId, id);
    if (row === undefined || !row.active) throw new AppError('error_not_found');
    const facts = (await memberFactsFor(deps, memberId, [row], now())).get(row.id)!;
    const standing = memberStanding(row, facts);
    const payment = standing.payment;
    if (payment === null) {
      // This key's claim went through: answer it again.
      const grants = await selectMemberGrants(pool, memberId, [row.id]);
      if (grants.some((grant) => grant.idempotency_key === key)) return one(memberId, id, language);
      if (standing.status === 'coming' || (standing.status === 'closed' && standing.reason === null))
        throw new AppError('error_promotion_not_open');
      throw new AppError('error_promotion_nothing_to_claim');
    }
    await inTransaction(pool, async (client) => {
      // The terms the amount was reckoned on stand until this commits (an update waits).
      const locked = await lockPromotion(client, brandId, row.id);
      if (
        locked === undefined ||
        !locked.active ||
        JSON.stringify(locked.terms) !== JSON.stringify(row.terms)
      )
        throw new AppError('error_conflict');
      const journal = await ledger.postWithin(client, {
        idempotencyKey: `promotion:${row.id}:${memberId}:${payment.period || 'once'}`,
        kind: 'bonus',
        // What the member's bonus details show: the promotion's name (the brand's first language).
        memo: row.texts.vi?.title ?? row.texts.en?.title ?? null,
        turnoverRequired: payment.turnover,
        postings: [
          { account: { memberId, kind: 'main' }, amount: payment.amount },
          { account: { house: 'bonus_expense' }, amount: -payment.amount },
        ],
      });
      // A concurrent claim of the same period paid first: its journal answered this one, unchanged.
      await insertGrant(client, {
        brandId,
        promotionId: row.id,
        memberId,
        period: payment.period,
        amount: payment.amount,
        turnoverRequired: payment.turnover,
        status: 'claimed',
        streak: payment.streak,
        depositId: payment.depositId,
        journalId: journal.journalId,
        idempotencyKey: key,
      });
    });
    return one(memberId, id, language);
  }

  async function apply(
    memberId: bigint,
    id: bigint,
    input: ApplicationInput,
    language: string,
  ): Promise<Application> {
    const fingerprint = fingerprintOf({
      promotionId: id.toString(),
      comment: input.comment,
      images: input.imageIds,
    });
    const earlier = await selectApplicationByKey(pool, memberId, input.idempotencyKey);
    if (earlier !== undefined) {
      assertSameRequest(earlier.request_hash, fingerprint);
      return applicationView(earlier, language);
    }
    const row = await selectPromotion(pool, brandId, id);
    if (row === undefined || !row.active || row.rule !== 'application') throw new AppError('error_not_found');
    const at = now();
    if (at < row.starts_at || at >= row.ends_at) throw new AppError('error_promotion_not_open');
    const imageIds = [...new Set(input.imageIds)].map(BigInt);
    try {
      await inTransaction(pool, async (client) => {
        const applicationId = await insertApplication(client, {
          brandId,
          promotionId: row.id,
          memberId,
          comment: input.comment,
          key: input.idempotencyKey,
          requestHash: fingerprint,
        });
        if (applicationId === undefined) throw new AppError('error_conflict');
        if ((await attachImages(client, memberId, applicationId, imageIds)) !== imageIds.length)
          throw new AppError('error_image_not_found');
      });
    } catch (error) {
      if (isUniqueViolation(error, 'promotion_applications_once'))
        throw new AppError('error_promotion_already_applied');
      // The same key at the same moment: the first application is the answer.
      if (!(error instanceof AppError && error.code === 'error_conflict')) throw error;
    }
    const stored = await selectApplicationByKey(pool, memberId, input.idempotencyKey);
    if (stored === undefined) throw new AppError('error_conflict');
    assertSameRequest(stored.request_hash, fingerprint);
    return applicationView(stored, language);
  }

  async function applications(memberId: bigint, language: string) {
    const rows = await selectMemberApplications(pool, memberId);
    return { applications: rows.map((row) => applicationView(row, language)) };
  }

  async function rewardCentre(
    memberId: bigint,
    page: { page: number; size: number },
    language: string,
  ): Promise<RewardCentre> {
    const [grants, turnover] = await Promise.all([
      selectGrantPage(pool, memberId, { limit: page.size, offset: (page.page - 1) * page.size }),
      deps.sources.turnover.turnoverRemaining(memberId),
    ]);
    return {
      turnoverRemaining: turnover.toString(),
      totalBonuses: grants.amount.toString(),
      currency: brand.currency,
      grants: grants.rows.map((row) => grantView(row, language)),
      total: grants.total,
    };
  }

  return { visitorList, list, one, registrationBonus, join, claim, apply, applications, rewardCentre };
}

export type Promotions = ReturnType<typeof createPromotions>;
