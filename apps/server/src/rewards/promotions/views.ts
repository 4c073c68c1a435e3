import type {
  Application,
  Grant,
  OperatorApplication,
  OperatorPromotion,
  Promotion,
} from '@lotus/contract/promotions';
import type { ApplicationRow } from './applications-tables.ts';
import type { Standing } from './standing.ts';
import type { GrantRow, PromotionRow, PromotionTexts } from './tables.ts';

/** A promotion's words in the reader's language, else Vietnamese, else the first it has. */
function wordsOf(texts: PromotionTexts, language: string) {
  return texts[language as 'vi' | 'en'] ?? texts.vi ?? Object.values(texts)[0];
}

export function promotionView(
  row: PromotionRow,
  standing: Standing,
  language: string,
  currency: string,
): Promotion {
  const words = wordsOf(row.texts, language);
  return {
    id: row.id.toString(),
    type: row.type,
    terms: row.terms,
    title: words?.title ?? '',
    summary: words?.summary ?? '',
    body: words?.body ?? '',
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: standing.status,
    reason: standing.reason,
    claimable: standing.payment === null ? null : standing.payment.amount.toString(),
    progress:
      standing.progress === null
        ? null
        : { done: standing.progress.done.toString(), target: standing.progress.target.toString() },
    streak: standing.streak,
    currency,
  };
}

export function operatorPromotionView(row: PromotionRow, currency: string): OperatorPromotion {
  return {
    id: row.id.toString(),
    type: row.type,
    terms: row.terms,
    texts: row.texts,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    active: row.active,
    sortOrder: row.sort,
    paid: row.paid.toString(),
    grants: row.grants,
    currency,
  };
}

export function grantView(row: GrantRow, language: string): Grant {
  return {
    id: row.id.toString(),
    promotionId: row.promotion_id.toString(),
    promotionTitle: wordsOf(row.texts, language)?.title ?? '',
    rule: row.rule,
    amount: row.amount.toString(),
    turnoverRequired: row.turnover_required.toString(),
    status: row.status,
    day: row.period === '' ? null : row.period,
    createdAt: row.created_at.toISOString(),
  };
}

export function applicationView(row: ApplicationRow, language: string): Application {
  return {
    id: row.id.toString(),
    promotionId: row.promotion_id.toString(),
    promotionTitle: wordsOf(row.texts, language)?.title ?? '',
    comment: row.comment,
    images: row.images.map((image) => ({
      id: image.id.toString(),
      contentType: image.content_type,
      size: image.size,
    })),
    status: row.status,
    amount: row.amount === null ? null : row.amount.toString(),
    operatorRemark: row.operator_remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at === null ? null : row.decided_at.toISOString(),
  };
}

export function operatorApplicationView(row: ApplicationRow, maxAmount: bigint): OperatorApplication {
  return {
    ...applicationView(row, 'vi'),
    memberId: row.member_id.toString(),
    username: row.username,
    maxAmount: maxAmount.toString(),
  };
}
