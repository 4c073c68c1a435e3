/**
 * VietQR: the EMVCo merchant-presented QR code as NAPAS specifies it for bank transfers (IBFT) in
 * Vietnam. Any Vietnamese banking app scans it and fills in the receiving bank, the account, the
 * amount and the transfer note. Pure functions, no I/O.
 *
 * Layout (each field is ID(2) + length(2) + value):
 *   00 payload format "01" · 01 point of initiation ("11" static, "12" with an amount) ·
 *   38 merchant account: 00 GUID "A000000727", 01 beneficiary (00 bank BIN, 01 account number),
 *      02 service "QRIBFTTA" (transfer to an account) ·
 *   53 currency "704" (VND) · 54 amount · 58 country "VN" · 62 additional data: 08 purpose (the note) ·
 *   63 CRC-16/CCITT-FALSE of everything before it, "6304" included, as 4 upper-case hex digits.
 */

export const napasGuid = 'A000000727';
export const serviceToAccount = 'QRIBFTTA';
const vndNumericCode = '704';

export interface VietQrTransfer {
  /** The receiving bank's 6-digit NAPAS BIN (Vietcombank 970436). */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng; without it the code is static and the payer types the amount. */
  amount?: bigint;
  /** The transfer note (the deposit's reference). */
  purpose?: string;
}

/** One TLV field; the value must fit in two length digits. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`);
  if (value.length === 0 || value.length > 99) throw new Error(`EMV field ${id} must be 1-99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR). */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The note banks carry: letters, digits and spaces only (most banks drop or refuse anything else). */
const purposePattern = /^[A-Za-z0-9 ]{1,25}$/;

/** The VietQR string for a transfer to a bank account. Throws on values the spec cannot carry. */
export function buildVietQr(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new Error('VietQR: the bank BIN is 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(transfer.accountNumber)) {
    throw new Error('VietQR: the account number is 1-19 letters or digits');
  }
  if (transfer.amount !== undefined && (transfer.amount <= 0n || transfer.amount.toString().length > 13)) {
    throw new Error('VietQR: the amount is a positive whole number of at most 13 digits');
  }
  if (transfer.purpose !== undefined && !purposePattern.test(transfer.purpose)) {
    throw new Error('VietQR: the purpose is 1-25 letters, digits or spaces');
  }
  const beneficiary = emvField('00', transfer.bankBin) + emvField('01', transfer.accountNumber);
  const merchantAccount =
    emvField('00', napasGuid) + emvField('01', beneficiary) + emvField('02', serviceToAccount);
  const body =
    emvField('00', '01') +
    emvField('01', transfer.amount === undefined ? '11' : '12') +
    emvField('38', merchantAccount) +
    emvField('53', vndNumericCode) +
    (transfer.amount === undefined ? '' : emvField('54', transfer.amount.toString())) +
    emvField('58', 'VN') +
    (transfer.purpose === undefined ? '' : emvField('62', emvField('08', transfer.purpose))) +
    '6304';
  return body + crc16Ccitt(body);
}

/** Reads a TLV string back into its fields (top level), checking the lengths add up. */
export function parseEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) {
      throw new Error(`EMV: malformed field at ${at}`);
    }
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
