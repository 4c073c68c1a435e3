import { decryptPayload } from '@lotus/api-client';
import type { Exchange, PointsEntry, PointsSummary, Product } from '@lotus/contract/points';

/** The demo brand's table: 1 point for 10,000 ₫ of valid bets, 100 points convert into 5,000 ₫. */
export function summaryOf(overrides: Partial<PointsSummary> = {}): PointsSummary {
  return {
    points: '2400',
    currency: 'VND',
    earned: '3000',
    spent: '600',
    rates: [
      { type: 'slots', money: '10000', points: '1' },
      { type: 'deposit', money: '100000', points: '1' },
      { type: 'redeem', money: '5000', points: '100' },
    ],
    ...overrides,
  };
}

export function productOf(overrides: Partial<Product> = {}): Product {
  return {
    id: '1',
    kind: 'cash',
    name: 'Tiền thưởng 50.000 ₫',
    description: 'Cộng thẳng vào ví chính sau khi được duyệt.',
    imageUrl: null,
    points: '900',
    amount: '0',
    cashValue: '50000',
    unit: 'lần',
    stock: 12,
    maxPerExchange: 5,
    ...overrides,
  };
}

export function exchangeOf(overrides: Partial<Exchange> = {}): Exchange {
  return {
    id: '12',
    number: 'PX0000000012',
    createdAt: '2026-11-20T03:15:00.000Z',
    type: 'gift',
    productName: 'Bình giữ nhiệt Lotus',
    quantity: 2,
    pointsRequired: '3000',
    amountRequired: '0',
    status: 'applying',
    remark: 'Giao giờ hành chính',
    operatorRemark: null,
    unit: 'cái',
    ratio: null,
    redeemAmount: '0',
    pointsEarned: '0',
    paymentAccount: 'main',
    address: '12 Lê Lợi, Quận 1, TP.HCM',
    phone: '0901234567',
    pointsChange: '-3000',
    currency: 'VND',
    decidedAt: null,
    shippedAt: null,
    ...overrides,
  };
}

export function entryOf(overrides: Partial<PointsEntry> = {}): PointsEntry {
  return {
    id: '1',
    kind: 'earned',
    type: 'slots',
    periodKey: 'HR-2026-11-20-14',
    base: '159999',
    exchangeId: null,
    exchangeNumber: null,
    productName: null,
    campaignName: null,
    change: '15',
    balanceAfter: '2415',
    createdAt: '2026-11-20T08:02:00.000Z',
    ...overrides,
  };
}

/** An encrypted body (`{ data }`) as the server reads it. */
export function decrypted(body: unknown): Record<string, unknown> {
  return decryptPayload((body as { data: string }).data, 'lotus-dev-payload-key') as Record<string, unknown>;
}
