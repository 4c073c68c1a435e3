import { describe, expect, it } from 'vitest';
import { buildVietQr, crc16Ccitt, emvField, parseEmvFields } from './vietqr.ts';

// Built by hand from the NAPAS VietQR layout, field by field; the CRCs were computed apart from
// this code (Python's binascii.crc_hqx(data, 0xFFFF), which is CRC-16/CCITT-FALSE).
const handBuiltWithAmount =
  '000201' + // payload format indicator 01
  '010212' + // point of initiation: dynamic (carries an amount)
  '3857' + // merchant account information, 57 characters:
  '0010A000000727' + //   GUID of NAPAS
  '0127' + //   beneficiary organisation, 27 characters:
  '0006970436' + //     acquirer: Vietcombank's BIN
  '01130011001234567' + //     consumer: the account number
  '0208QRIBFTTA' + //   service: transfer to an account
  '5303704' + // currency: VND
  '5406150000' + // amount: 150 000 đồng
  '5802VN' + // country
  '62140810DP4K7QX2MA' + // additional data, purpose of transaction: the reference
  '6304' + // CRC field, then its value
  '14A5';

const handBuiltStatic =
  '000201' +
  '010211' +
  '38570010A00000072701270006970436011300110012345670208QRIBFTTA' +
  '5303704' +
  '5802VN' +
  '6304' +
  'E8DB';

describe('crc16Ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value for "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });
});

describe('buildVietQr', () => {
  it('builds the exact string of the spec for an amount and a reference', () => {
    expect(
      buildVietQr({
        bankBin: '970436',
        accountNumber: '0011001234567',
        amount: 150_000n,
        purpose: 'DP4K7QX2MA',
      }),
    ).toBe(handBuiltWithAmount);
  });

  it('builds a static code (the payer types the amount) without fields 54 and 62', () => {
    expect(buildVietQr({ bankBin: '970436', accountNumber: '0011001234567' })).toBe(handBuiltStatic);
  });

  it('ends with a CRC over everything before it, "6304" included', () => {
    const payload = buildVietQr({
      bankBin: '970418',
      accountNumber: '12345678901',
      amount: 9_999_999_999_999n,
      purpose: 'D0000000001',
    });
    const body = payload.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(payload.slice(-4)).toBe(crc16Ccitt(body));
    const fields = parseEmvFields(payload);
    expect(fields.get('54')).toBe('9999999999999');
    expect(fields.get('62')).toBe(emvField('08', 'D0000000001'));
    const account = parseEmvFields(fields.get('38') ?? '');
    expect(account.get('00')).toBe('A000000727');
    expect(parseEmvFields(account.get('01') ?? '').get('01')).toBe('12345678901');
  });

  it('refuses values the format cannot carry', () => {
    const base = { bankBin: '970436', accountNumber: '0011001234567' };
    expect(() => buildVietQr({ ...base, bankBin: '97043' })).toThrow();
    expect(() => buildVietQr({ ...base, accountNumber: '12-34' })).toThrow();
    expect(() => buildVietQr({ ...base, amount: 0n })).toThrow();
    expect(() => buildVietQr({ ...base, amount: 10_000_000_000_000n })).toThrow();
    expect(() => buildVietQr({ ...base, purpose: 'x'.repeat(26) })).toThrow();
    expect(() => buildVietQr({ ...base, purpose: 'nạp tiền' })).toThrow();
  });
});
