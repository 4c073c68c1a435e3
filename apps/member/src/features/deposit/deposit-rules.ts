import type { ErrorCode } from '@lotus/contract/errors';
import { fieldOfRefusal } from '@lotus/app-shell';
import type { Refusal } from '@lotus/app-shell';

/** Where a refusal of the deposit form is shown: beside its field, or above the form. */
export type DepositFormField = 'channelId' | 'amount' | 'payerName' | 'form';

const fieldOfCode: Partial<Record<ErrorCode, Exclude<DepositFormField, 'form'>>> = {
  error_deposit_channel_unavailable: 'channelId',
  error_deposit_amount_out_of_range: 'amount',
  error_deposit_limit_exceeded: 'amount',
  error_invalid_real_name: 'payerName',
  error_payer_name_mismatch: 'payerName',
};

/** The field a server refusal of the deposit form belongs to. */
export function depositFieldOfRefusal(refusal: Refusal): DepositFormField {
  return fieldOfRefusal(refusal, fieldOfCode, ['channelId', 'amount', 'payerName']);
}

/** A real name on file as the payer name the rule takes: without diacritics (đ as D), single spaces. */
export function payerNameOf(realName: string): string {
  return realName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim();
}
