import type {
  DepositChannel,
  DepositChannelInput,
  DepositChannelUpdate,
  OperatorDepositChannel,
} from '@lotus/contract/deposits';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../platform/payment/gateway.ts';
import type { ChannelValues, DepositChannelRow } from './tables.ts';
import { insertChannel, selectChannel, selectChannels, updateChannel } from './tables.ts';
import { memberChannelView, operatorChannelView } from './views.ts';

const bankOnlyFields = ['bankBin', 'bankName', 'accountNumber', 'accountName'] as const;

function valuesOf(row: DepositChannelRow): ChannelValues {
  return {
    kind: row.kind,
    name: row.name,
    names: row.names,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    enabled: row.enabled,
    sort: row.sort,
    bankBin: row.bank_bin,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    gatewayCode: row.gateway_code,
  };
}

/** The audit's view of a channel: plain JSON (amounts as strings). */
function auditValues(values: ChannelValues): Record<string, unknown> {
  return { ...values, minAmount: values.minAmount.toString(), maxAmount: values.maxAmount.toString() };
}

/** The deposit channels the operator configures and members choose from. */
export function createDepositChannels(deps: {
  pool: Pool;
  brand: { id: number; currency: string; languages: readonly string[] };
  gateways: ReadonlyMap<string, PaymentGateway>;
}) {
  const { pool, brand, gateways } = deps;

  function checkGateway(code: string | null): void {
    if (code !== null && !gateways.has(code)) {
      throw new AppError('error_validation', { fields: { gatewayCode: 'no such payment gateway here' } });
    }
  }

  /** A channel members can use now: enabled, and for a gateway one, a gateway this server runs. */
  function usable(row: DepositChannelRow): boolean {
    return (
      row.enabled && (row.kind !== 'gateway' || (row.gateway_code !== null && gateways.has(row.gateway_code)))
    );
  }

  /** The channels a member may use now, each named in `language`. */
  async function listForMember(language: string): Promise<DepositChannel[]> {
    const rows = await selectChannels(pool, brand.id, { enabledOnly: true });
    return rows.filter(usable).map((row) => memberChannelView(row, brand.currency, language));
  }

  /** Every language of the names is one of the brand's (a name in another would never be read). */
  function checkNames(names: Record<string, string> | undefined): void {
    const foreign = Object.keys(names ?? {}).filter((language) => !brand.languages.includes(language));
    if (foreign.length > 0) {
      throw new AppError('error_validation', {
        fields: Object.fromEntries(
          foreign.map((language) => [
            `names.${language}`,
            `not a language of this brand (${brand.languages.join(', ')})`,
          ]),
        ),
      });
    }
  }

  /** The channel a deposit is made on, or error_deposit_channel_unavailable. */
  async function usableChannel(id: bigint): Promise<DepositChannelRow> {
    const row = await selectChannel(pool, brand.id, id);
    if (!row || !usable(row)) throw new AppError('error_deposit_channel_unavailable');
    return row;
  }

  async function listForOperator(): Promise<OperatorDepositChannel[]> {
    return (await selectChannels(pool, brand.id, { enabledOnly: false })).map(operatorChannelView);
  }

  async function create(
    input: DepositChannelInput,
    context: OperatorContext,
  ): Promise<OperatorDepositChannel> {
    const values: ChannelValues =
      input.kind === 'bank_transfer'
        ? {
            kind: input.kind,
            name: input.name,
            names: input.names,
            minAmount: BigInt(input.minAmount),
            maxAmount: BigInt(input.maxAmount),
            enabled: input.enabled,
            sort: input.sort,
            bankBin: input.bankBin,
            bankName: input.bankName,
            accountNumber: input.accountNumber,
            accountName: input.accountName,
            gatewayCode: null,
          }
        : {
            kind: input.kind,
            name: input.name,
            names: input.names,
            minAmount: BigInt(input.minAmount),
            maxAmount: BigInt(input.maxAmount),
            enabled: input.enabled,
            sort: input.sort,
            bankBin: null,
            bankName: null,
            accountNumber: null,
            accountName: null,
            gatewayCode: input.gatewayCode,
          };
    checkGateway(values.gatewayCode);
    checkNames(values.names);
    const row = await inTransaction(pool, async (client) => {
      const inserted = await insertChannel(client, brand.id, values);
      await insertAudit(client, {
        brandId: brand.id,
        action: 'cashier.deposit_channel.create',
        context,
        target: `deposit channel ${inserted.id}`,
        after: auditValues(values),
      });
      return inserted;
    });
    return operatorChannelView(row);
  }

  /** Changes some fields of a channel; the kind never changes, and fields of the other kind are refused. */
  async function update(
    id: bigint,
    change: DepositChannelUpdate,
    context: OperatorContext,
    action = 'cashier.deposit_channel.update',
  ): Promise<OperatorDepositChannel> {
    checkNames(change.names);
    const row = await inTransaction(pool, async (client) => {
      const before = await selectChannel(client, brand.id, id, { forUpdate: true });
      if (!before) throw new AppError('error_not_found');
      const foreign =
        before.kind === 'bank_transfer'
          ? change.gatewayCode === undefined
            ? []
            : ['gatewayCode']
          : bankOnlyFields.filter((field) => change[field] !== undefined);
      if (foreign.length > 0) {
        throw new AppError('error_validation', {
          fields: Object.fromEntries(
            foreign.map((field) => [field, `not a field of a ${before.kind} channel`]),
          ),
        });
      }
      const old = valuesOf(before);
      const next: ChannelValues = {
        ...old,
        name: change.name ?? old.name,
        names: change.names ?? old.names,
        minAmount: change.minAmount === undefined ? old.minAmount : BigInt(change.minAmount),
        maxAmount: change.maxAmount === undefined ? old.maxAmount : BigInt(change.maxAmount),
        enabled: change.enabled ?? old.enabled,
        sort: change.sort ?? old.sort,
        bankBin: change.bankBin ?? old.bankBin,
        bankName: change.bankName ?? old.bankName,
        accountNumber: change.accountNumber ?? old.accountNumber,
        accountName: change.accountName ?? old.accountName,
        gatewayCode: change.gatewayCode ?? old.gatewayCode,
      };
      if (next.minAmount > next.maxAmount) {
        throw new AppError('error_validation', { fields: { maxAmount: 'must be at least minAmount' } });
      }
      if (change.gatewayCode !== undefined) checkGateway(next.gatewayCode);
      const updated = await updateChannel(client, brand.id, id, next);
      await insertAudit(client, {
        brandId: brand.id,
        action,
        context,
        target: `deposit channel ${id}`,
        before: auditValues(old),
        after: auditValues(next),
      });
      return updated;
    });
    return operatorChannelView(row);
  }

  function disable(id: bigint, context: OperatorContext): Promise<OperatorDepositChannel> {
    return update(id, { enabled: false }, context, 'cashier.deposit_channel.disable');
  }

  return { listForMember, usableChannel, listForOperator, create, update, disable };
}

export type DepositChannels = ReturnType<typeof createDepositChannels>;
