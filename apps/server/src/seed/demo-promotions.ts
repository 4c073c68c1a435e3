import type { PromotionTerms, PromotionType } from '@lotus/contract/promotions';
import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's promotions (docs/promotions.md): one of each rule, live from the seed. The
 * registration bonus's amount is the one the home page's teaser names; every bonus carries its
 * turnover, which the withdrawal check honours.
 */
interface DemoPromotion {
  type: PromotionType;
  terms: PromotionTerms;
  days: number;
  texts: Record<'vi' | 'en', { title: string; summary: string; body: string }>;
}

const demoPromotions: DemoPromotion[] = [
  {
    type: 'newbie',
    terms: { rule: 'registration_bonus', amount: '58000', turnoverMultiplier: 3 },
    days: 365,
    texts: {
      vi: {
        title: 'Quà chào mừng 58.000 ₫',
        summary: 'Đăng ký tài khoản mới và nhận ngay 58.000 ₫.',
        body: 'Dành cho thành viên đăng ký trong thời gian khuyến mãi, nhận một lần tại Trung tâm khuyến mãi.\n\nCần cược hợp lệ gấp 3 lần tiền thưởng trước khi rút tiền.',
      },
      en: {
        title: 'Welcome gift of 58,000 ₫',
        summary: 'Open a new account and receive 58,000 ₫ at once.',
        body: 'For members who register while the promotion runs; claim it once in the activity centre.\n\nBet 3 times the bonus in valid bets before a withdrawal.',
      },
    },
  },
  {
    type: 'newbie',
    terms: {
      rule: 'first_deposit_match',
      percent: 100,
      maxBonus: '1000000',
      minDeposit: '100000',
      turnoverMultiplier: 5,
    },
    days: 365,
    texts: {
      vi: {
        title: 'Nạp lần đầu thưởng 100%',
        summary: 'Thưởng 100% lần nạp đầu tiên, tối đa 1.000.000 ₫.',
        body: 'Lần nạp đầu tiên từ 100.000 ₫ được thưởng bằng 100% số tiền nạp, tối đa 1.000.000 ₫.\n\nCần cược hợp lệ gấp 5 lần (tiền nạp + tiền thưởng) trước khi rút tiền.',
      },
      en: {
        title: '100% first deposit bonus',
        summary: '100% of your first deposit, up to 1,000,000 ₫.',
        body: 'A first deposit of 100,000 ₫ or more is matched 100%, up to 1,000,000 ₫.\n\nBet 5 times (deposit + bonus) in valid bets before a withdrawal.',
      },
    },
  },
  {
    type: 'daily',
    terms: {
      rule: 'reload_bonus',
      percent: 10,
      maxBonus: '500000',
      minDeposit: '200000',
      turnoverMultiplier: 3,
    },
    days: 365,
    texts: {
      vi: {
        title: 'Nạp lại mỗi ngày thưởng 10%',
        summary: 'Mỗi ngày một lần: thưởng 10% khoản nạp lớn nhất, tối đa 500.000 ₫.',
        body: 'Áp dụng cho các lần nạp sau lần đầu, từ 200.000 ₫, mỗi ngày nhận một lần.\n\nCần cược hợp lệ gấp 3 lần (tiền nạp + tiền thưởng).',
      },
      en: {
        title: '10% daily reload',
        summary: 'Once a day: 10% of the day’s largest deposit, up to 500,000 ₫.',
        body: 'For deposits after your first, from 200,000 ₫; once a day.\n\nBet 3 times (deposit + bonus) in valid bets.',
      },
    },
  },
  {
    type: 'daily',
    terms: {
      rule: 'daily_sign_in',
      amounts: ['2000', '3000', '5000', '8000', '10000', '15000', '20000'],
      minValidBets: '100000',
      turnoverMultiplier: 1,
    },
    days: 365,
    texts: {
      vi: {
        title: 'Điểm danh 7 ngày',
        summary: 'Điểm danh liên tục, thưởng tăng dần đến 20.000 ₫ mỗi ngày.',
        body: 'Cược hợp lệ từ 100.000 ₫ hôm trước để điểm danh hôm nay. Bỏ lỡ một ngày, chuỗi bắt đầu lại.',
      },
      en: {
        title: '7-day sign-in',
        summary: 'Sign in day after day for a reward that grows to 20,000 ₫ a day.',
        body: 'Valid bets of 100,000 ₫ the day before let you sign in today. Miss a day and the run starts again.',
      },
    },
  },
  {
    type: 'limited',
    terms: { rule: 'turnover_challenge', target: '5000000', reward: '88000', turnoverMultiplier: 1 },
    days: 30,
    texts: {
      vi: {
        title: 'Thử thách cược 5 triệu',
        summary: 'Tham gia và cược hợp lệ 5.000.000 ₫ để nhận 88.000 ₫.',
        body: 'Chỉ tính cược hợp lệ sau khi bấm Tham gia, đến khi khuyến mãi kết thúc.',
      },
      en: {
        title: 'The 5 million challenge',
        summary: 'Join and make 5,000,000 ₫ in valid bets to receive 88,000 ₫.',
        body: 'Only valid bets made after you join count, until the promotion ends.',
      },
    },
  },
  {
    type: 'special',
    terms: { rule: 'application', maxAmount: '500000', turnoverMultiplier: 1 },
    days: 365,
    texts: {
      vi: {
        title: 'Khoe thắng lớn',
        summary: 'Gửi ảnh chụp ván thắng lớn, nhận thưởng đến 500.000 ₫.',
        body: 'Gửi tối đa 3 ảnh (PNG hoặc JPG, mỗi ảnh đến 5 MB) kèm lời nhắn. Bộ phận CSKH xét duyệt trong 24 giờ.',
      },
      en: {
        title: 'Show off a big win',
        summary: 'Send a screenshot of a big win for a reward of up to 500,000 ₫.',
        body: 'Send up to 3 images (PNG or JPG, up to 5 MB each) with a note. Support reviews it within 24 hours.',
      },
    },
  },
];

export async function seedPromotions(client: PoolClient, brandId: number): Promise<void> {
  for (const [index, promotion] of demoPromotions.entries()) {
    await client.query(
      `insert into promotions (brand_id, type, rule, terms, texts, starts_at, ends_at, sort)
       values ($1, $2, $3, $4, $5, now(), now() + make_interval(days => $6), $7)`,
      [
        brandId,
        promotion.type,
        promotion.terms.rule,
        JSON.stringify(promotion.terms),
        JSON.stringify(promotion.texts),
        promotion.days,
        index,
      ],
    );
  }
}
