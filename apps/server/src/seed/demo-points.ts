import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's points (docs/points.md): 1 point for every 10,000 ₫ of valid bets of any kind
 * and every 100,000 ₫ deposited; 100 points convert into 5,000 ₫ (0.5 % back on bets). The mall's
 * products cost a little less in points than converting would, as a mall's do.
 */
const demoRates: Array<[type: string, money: number, points: number]> = [
  ['live', 10_000, 1],
  ['lottery', 10_000, 1],
  ['card', 10_000, 1],
  ['slots', 10_000, 1],
  ['sports', 10_000, 1],
  ['deposit', 100_000, 1],
  ['redeem', 5_000, 100],
];

interface DemoProduct {
  kind: 'cash' | 'coupon' | 'life_service' | 'gift';
  texts: Record<'vi' | 'en', { name: string; description: string }>;
  units: Record<'vi' | 'en', string>;
  points: number;
  amount?: number;
  cashValue?: number;
  stock: number;
  maxPerExchange: number;
}

const demoProducts: DemoProduct[] = [
  {
    kind: 'cash',
    texts: {
      vi: { name: 'Tiền thưởng 50.000 ₫', description: 'Cộng thẳng vào ví chính sau khi được duyệt.' },
      en: { name: '50,000 ₫ cash', description: 'Paid into your main wallet once approved.' },
    },
    units: { vi: 'lần', en: 'time' },
    points: 900,
    cashValue: 50_000,
    stock: 500,
    maxPerExchange: 5,
  },
  {
    kind: 'coupon',
    texts: {
      vi: { name: 'Phiếu mua sắm 100.000 ₫', description: 'Mã phiếu gửi vào hộp thư của bạn trong 24 giờ.' },
      en: {
        name: '100,000 ₫ shopping voucher',
        description: 'The voucher code reaches your inbox within 24 hours.',
      },
    },
    units: { vi: 'phiếu', en: 'voucher' },
    points: 1_800,
    stock: 200,
    maxPerExchange: 3,
  },
  {
    kind: 'life_service',
    texts: {
      vi: {
        name: 'Thẻ nạp điện thoại 50.000 ₫',
        description: 'Viettel, Vinaphone hoặc Mobifone: ghi nhà mạng ở phần ghi chú.',
      },
      en: {
        name: '50,000 ₫ phone top-up',
        description: 'Viettel, Vinaphone or Mobifone: say which in the remark.',
      },
    },
    units: { vi: 'thẻ', en: 'card' },
    points: 950,
    stock: 300,
    maxPerExchange: 5,
  },
  {
    kind: 'gift',
    texts: {
      vi: { name: 'Bình giữ nhiệt Lotus', description: 'Inox 500 ml, giữ nóng 12 giờ. Giao tận nhà.' },
      en: {
        name: 'Lotus vacuum flask',
        description: '500 ml steel, hot for 12 hours. Delivered to your door.',
      },
    },
    units: { vi: 'cái', en: 'item' },
    points: 1_500,
    stock: 50,
    maxPerExchange: 2,
  },
  {
    kind: 'gift',
    texts: {
      vi: {
        name: 'Tai nghe không dây',
        description: 'Bluetooth 5.3, pin 30 giờ. Thêm 100.000 ₫ từ ví chính.',
      },
      en: {
        name: 'Wireless earbuds',
        description: 'Bluetooth 5.3, 30-hour battery. Plus 100,000 ₫ from your main wallet.',
      },
    },
    units: { vi: 'bộ', en: 'set' },
    points: 6_000,
    amount: 100_000,
    stock: 10,
    maxPerExchange: 1,
  },
];

export async function seedPoints(client: PoolClient, brandId: number): Promise<void> {
  for (const [type, money, points] of demoRates) {
    await client.query('insert into points_rates (brand_id, type, money, points) values ($1, $2, $3, $4)', [
      brandId,
      type,
      money,
      points,
    ]);
  }
  for (const [index, product] of demoProducts.entries()) {
    await client.query(
      `insert into points_products (brand_id, kind, texts, units, points, amount, cash_value, stock,
                                    max_per_exchange, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        brandId,
        product.kind,
        JSON.stringify(product.texts),
        JSON.stringify(product.units),
        product.points,
        product.amount ?? 0,
        product.cashValue ?? 0,
        product.stock,
        product.maxPerExchange,
        index,
      ],
    );
  }
}
