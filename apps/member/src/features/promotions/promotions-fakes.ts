import type {
  Application,
  Grant,
  Promotion,
  PromotionRule,
  PromotionTerms,
  RewardCentre,
} from '@lotus/contract/promotions';

/** Each rule's terms as the demo brand sets them. */
export const termsOf: { [R in PromotionRule]: Extract<PromotionTerms, { rule: R }> } = {
  registration_bonus: { rule: 'registration_bonus', amount: '50000', turnoverMultiplier: 3 },
  first_deposit_match: {
    rule: 'first_deposit_match',
    percent: 100,
    maxBonus: '1000000',
    minDeposit: '100000',
    turnoverMultiplier: 5,
  },
  reload_bonus: {
    rule: 'reload_bonus',
    percent: 10,
    maxBonus: '500000',
    minDeposit: '200000',
    turnoverMultiplier: 3,
  },
  daily_sign_in: {
    rule: 'daily_sign_in',
    amounts: ['2000', '3000', '5000', '8000', '10000', '15000', '30000'],
    minValidBets: '0',
    turnoverMultiplier: 1,
  },
  turnover_challenge: {
    rule: 'turnover_challenge',
    target: '10000000',
    reward: '200000',
    turnoverMultiplier: 1,
  },
  application: { rule: 'application', maxAmount: '500000', turnoverMultiplier: 2 },
};

const titles: Record<PromotionRule, string> = {
  registration_bonus: 'Thưởng chào mừng thành viên mới',
  first_deposit_match: 'Nạp đầu nhận 100 %',
  reload_bonus: 'Nạp lại mỗi ngày thưởng 10 %',
  daily_sign_in: 'Điểm danh 7 ngày',
  turnover_challenge: 'Thử thách cược 10 triệu',
  application: 'Chia sẻ khoảnh khắc thắng lớn',
};

const ids: Record<PromotionRule, string> = {
  registration_bonus: '1',
  first_deposit_match: '2',
  reload_bonus: '3',
  daily_sign_in: '4',
  turnover_challenge: '5',
  application: '6',
};

export function promotionOf(rule: PromotionRule, overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: ids[rule],
    type: rule === 'daily_sign_in' ? 'daily' : rule === 'turnover_challenge' ? 'limited' : 'newbie',
    terms: termsOf[rule],
    title: titles[rule],
    summary: 'Tóm tắt khuyến mãi.',
    body: 'Đoạn thể lệ thứ nhất.\n\nĐoạn thể lệ thứ hai.',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T16:59:59.000Z',
    status: 'join',
    reason: null,
    claimable: null,
    progress: null,
    streak: rule === 'daily_sign_in' ? 0 : null,
    currency: 'VND',
    ...overrides,
  };
}

export function grantOf(overrides: Partial<Grant> = {}): Grant {
  return {
    id: '1',
    promotionId: '2',
    promotionTitle: 'Nạp đầu nhận 100 %',
    rule: 'first_deposit_match',
    amount: '500000',
    turnoverRequired: '5000000',
    status: 'claimed',
    day: null,
    createdAt: '2026-11-20T03:15:00.000Z',
    ...overrides,
  };
}

export function rewardCentreOf(overrides: Partial<RewardCentre> = {}): RewardCentre {
  return {
    turnoverRemaining: '3250000',
    totalBonuses: '520000',
    currency: 'VND',
    grants: [
      grantOf(),
      grantOf({
        id: '2',
        promotionId: '4',
        promotionTitle: 'Điểm danh 7 ngày',
        rule: 'daily_sign_in',
        amount: '20000',
        turnoverRequired: '20000',
        day: '2026-11-21',
        createdAt: '2026-11-21T01:00:00.000Z',
      }),
    ],
    total: 2,
    ...overrides,
  };
}

export function applicationOf(overrides: Partial<Application> = {}): Application {
  return {
    id: '1',
    promotionId: '6',
    promotionTitle: 'Chia sẻ khoảnh khắc thắng lớn',
    comment: 'Thắng lớn ở Plinko tối qua',
    images: [{ id: '9', contentType: 'image/png', size: 20_000 }],
    status: 'applying',
    amount: null,
    operatorRemark: null,
    createdAt: '2026-11-20T03:15:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
