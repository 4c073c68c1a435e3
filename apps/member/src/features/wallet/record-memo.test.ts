import type { TFunction } from '@lotus/i18n';
import { describe, expect, it } from 'vitest';
import { recordMemoText } from './record-memo.ts';

// The Vietnamese words, without loading the dictionaries.
const vi: Record<string, string> = {
  'wallet.memos.round': 'Ván {{round}}',
  'wallet.memos.roundRollback': 'Ván {{round}}: cược đã huỷ',
  'wallet.memos.houseRound': '{{game}}, ván {{round}}',
  'wallet.memos.jackpot': 'Hũ thưởng: {{game}}, ván {{round}}',
  'wallet.memos.deposit': 'Nạp tiền {{reference}}',
  'wallet.memos.withdrawal': 'Rút tiền {{reference}}',
  'wallet.memos.toGameWallet': 'Chuyển sang ví trò chơi',
  'wallet.memos.fromGameWallets': 'Chuyển về từ các ví trò chơi',
  'originals.games.dice': 'Xúc Xắc',
};
const t = ((key: string, values: Record<string, string> = {}) =>
  (vi[key] ?? key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  )) as unknown as TFunction;

describe('a record’s note in the reader’s words', () => {
  it('words the ledger’s own notes without their codes', () => {
    expect(recordMemoText('SIM_SLOTS round 8812', t)).toBe('Ván 8812');
    expect(recordMemoText('SIM_LIVE round r-7 rollback', t)).toBe('Ván r-7: cược đã huỷ');
    expect(recordMemoText('LOTUS dice round 55', t)).toBe('Xúc Xắc, ván 55');
    expect(recordMemoText('LOTUS jackpot dice round 56', t)).toBe('Hũ thưởng: Xúc Xắc, ván 56');
    expect(recordMemoText('deposit D-42', t)).toBe('Nạp tiền D-42');
    expect(recordMemoText('withdrawal 17', t)).toBe('Rút tiền 17');
    expect(recordMemoText('main -> SIM_SLOTS', t)).toBe('Chuyển sang ví trò chơi');
    expect(recordMemoText('SIM_SLOTS -> main', t)).toBe('Chuyển về từ các ví trò chơi');
    expect(recordMemoText('vendor wallets -> main', t)).toBe('Chuyển về từ các ví trò chơi');
  });

  it('shows an operator’s own words as written', () => {
    expect(recordMemoText('Thưởng sinh nhật', t)).toBe('Thưởng sinh nhật');
  });
});
