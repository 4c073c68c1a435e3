import type {
  ApproveApplication,
  OperatorApplication,
  OperatorPromotion,
  PromotionInput,
} from '@lotus/contract/promotions';
import { promotionInputSchema } from '@lotus/contract/promotions/schemas';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { moneyText } from '../../platform/text/money-text.ts';
import type { RewardsLedger, RewardsMessages } from '../needs.ts';
import {
  decideApplicationRow,
  selectApplication,
  selectApplicationPage,
  selectImageBytes,
} from './applications-tables.ts';
import type { ApplicationRow } from './applications-tables.ts';
import { turnoverRequired } from './terms.ts';
import {
  insertGrant,
  insertPromotion,
  registrationOverlapExists,
  selectAllPromotions,
  selectPromotion,
  updatePromotionRow,
} from './tables.ts';
import type { PromotionRow, PromotionValues } from './tables.ts';
import { operatorApplicationView, operatorPromotionView } from './views.ts';

/**
 * The operator's side of promotions (docs/promotions.md): promotions (audited; a rule stays once it
 * has paid), and the applications' queue, each decided once under the application's row lock:
 * approval pays the amount chosen (at most the promotion's maximum) with its turnover, rejection
 * records the remark; the member is told each time.
 */
export function createPromotionsAdmin(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  messages: RewardsMessages;
}) {
  const { pool, brand, ledger, messages } = deps;
  const brandId = brand.id;
  const view = (row: PromotionRow) => operatorPromotionView(row, brand.currency);

  async function list(): Promise<{ promotions: OperatorPromotion[] }> {
    return { promotions: (await selectAllPromotions(pool, brandId)).map(view) };
  }

  function valuesOf(input: PromotionInput): PromotionValues {
    const parsed = promotionInputSchema.parse(input);
    return {
      type: parsed.type,
      terms: parsed.terms,
      texts: parsed.texts,
      startsAt: new Date(parsed.startsAt),
      endsAt: new Date(parsed.endsAt),
      active: parsed.active,
      sort: parsed.sortOrder,
    };
  }

  async function save(
    id: bigint | null,
    input: PromotionInput,
    context: OperatorContext,
  ): Promise<OperatorPromotion> {
    const values = valuesOf(input);
    return inTransaction(pool, async (client) => {
      // Serialises the brand's promotion changes: two overlapping registration bonuses cannot both pass.
      await client.query('select pg_advisory_xact_lock($1, 59)', [brandId]);
      const before = id === null ? undefined : await selectPromotion(client, brandId, id);
      if (id !== null && before === undefined) throw new AppError('error_not_found');
      if (before !== undefined && before.grants > 0 && before.rule !== values.terms.rule)
        throw new AppError('error_promotion_rule_locked');
      if (
        values.active &&
        values.terms.rule === 'registration_bonus' &&
        (await registrationOverlapExists(client, brandId, { ...values, except: id }))
      )
        throw new AppError('error_promotion_registration_overlap');
      if (id !== null) await client.query('select 1 from promotions where id = $1 for update', [id]);
      const savedId = id ?? (await insertPromotion(client, brandId, values));
      if (id !== null) await updatePromotionRow(client, brandId, id, values);
      const after = (await selectPromotion(client, brandId, savedId))!;
      await insertAudit(client, {
        brandId,
        action: id === null ? 'promotion.create' : 'promotion.update',
        context,
        target: `promotion ${savedId}`,
        ...(before === undefined ? {} : { before: view(before) }),
        after: view(after),
      });
      return view(after);
    });
  }

  async function maxAmountOf(row: ApplicationRow): Promise<bigint> {
    const promotion = await selectPromotion(pool, brandId, row.promotion_id);
    return promotion?.terms.rule === 'application' ? BigInt(promotion.terms.maxAmount) : 0n;
  }

  async function applications(query: { page: number; size: number; status?: ApplicationRow['status'] }) {
    const { rows, total } = await selectApplicationPage(pool, brandId, {
      status: query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const content: OperatorApplication[] = [];
    for (const row of rows) content.push(operatorApplicationView(row, await maxAmountOf(row)));
    return { content, page: query.page, size: query.size, total };
  }

  async function decide(
    id: bigint,
    decision: { approve: ApproveApplication } | { reject: { remark: string } },
    context: OperatorContext,
    /** The operator's language, for the words of an error. */
    language = 'vi',
  ): Promise<OperatorApplication> {
    await inTransaction(pool, async (client) => {
      const row = await selectApplication(client, brandId, id, true);
      if (row === undefined) throw new AppError('error_not_found');
      if (row.status !== 'applying') throw new AppError('error_application_decided');
      const promotion = (await selectPromotion(client, brandId, row.promotion_id))!;
      const title = promotion.texts.vi?.title ?? promotion.texts.en?.title ?? '';
      if ('approve' in decision) {
        const terms = promotion.terms;
        const max = terms.rule === 'application' ? BigInt(terms.maxAmount) : 0n;
        const amount = BigInt(decision.approve.amount);
        if (amount > max)
          throw new AppError('error_promotion_amount_above_maximum', {
            params: { max: max.toString(), maxText: moneyText(max, brand.currency, language) },
          });
        const turnover = turnoverRequired(terms, amount);
        const journal = await ledger.postWithin(client, {
          idempotencyKey: `promotion:${promotion.id}:${row.member_id}:once`,
          kind: 'bonus',
          // What the member's bonus details show: the promotion's name.
          memo: title,
          turnoverRequired: turnover,
          postings: [
            { account: { memberId: row.member_id, kind: 'main' }, amount },
            { account: { house: 'bonus_expense' }, amount: -amount },
          ],
        });
        const grantId = await insertGrant(client, {
          brandId,
          promotionId: promotion.id,
          memberId: row.member_id,
          period: '',
          amount,
          turnoverRequired: turnover,
          status: 'issued',
          streak: null,
          depositId: null,
          journalId: journal.journalId,
          idempotencyKey: null,
        });
        await decideApplicationRow(client, row.id, {
          status: 'issued',
          amount,
          grantId: grantId ?? null,
          operatorId: context.operatorId,
          remark: decision.approve.remark ?? null,
        });
        await messages.sendWithin(client, {
          memberId: row.member_id,
          kind: 'promotion_application_approved',
          params: { title, amount: amount.toString(), currency: brand.currency },
        });
      } else {
        await decideApplicationRow(client, row.id, {
          status: 'rejected',
          amount: null,
          grantId: null,
          operatorId: context.operatorId,
          remark: decision.reject.remark,
        });
        await messages.sendWithin(client, {
          memberId: row.member_id,
          kind: 'promotion_application_rejected',
          params: { title, reason: decision.reject.remark },
        });
      }
      await insertAudit(client, {
        brandId,
        action: 'approve' in decision ? 'promotion.application.approve' : 'promotion.application.reject',
        context,
        target: `application ${row.id}`,
        detail:
          'approve' in decision ? { amount: decision.approve.amount } : { remark: decision.reject.remark },
      });
    });
    const row = (await selectApplication(pool, brandId, id))!;
    return operatorApplicationView(row, await maxAmountOf(row));
  }

  async function image(id: bigint) {
    const found = await selectImageBytes(pool, brandId, id);
    if (found === undefined) throw new AppError('error_not_found');
    return found;
  }

  return {
    list,
    create: (input: PromotionInput, context: OperatorContext) => save(null, input, context),
    update: (id: bigint, input: PromotionInput, context: OperatorContext) => save(id, input, context),
    applications,
    decide,
    image,
  };
}

export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
