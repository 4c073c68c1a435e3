import type { WithdrawalSettings } from '@lotus/contract/withdrawals';
import type { OperatorContext } from '../../platform/database/audit.ts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** The brand's withdrawal limits and timings, in the server's types. */
export interface WithdrawalRules {
  minAmount: bigint;
  maxAmount: bigint;
  dailyCount: number;
  dailyAmount: bigint;
  turnoverMultiplier: number;
  autoReceiptMinutes: number;
}

interface SettingsRow {
  min_amount: bigint;
  max_amount: bigint;
  daily_count: number;
  daily_amount: bigint;
  turnover_multiplier: number;
  auto_receipt_minutes: number;
}

const columns =
  'min_amount, max_amount, daily_count, daily_amount, turnover_multiplier, auto_receipt_minutes';

function rulesOf(row: SettingsRow): WithdrawalRules {
  return {
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    dailyCount: row.daily_count,
    dailyAmount: row.daily_amount,
    turnoverMultiplier: row.turnover_multiplier,
    autoReceiptMinutes: row.auto_receipt_minutes,
  };
}

/** The brand's row, created with the migration's defaults the first time anyone asks. */
export async function selectWithdrawalRules(db: Queryable, brandId: number): Promise<WithdrawalRules> {
  const found = await db.query<SettingsRow>(
    `select ${columns} from withdrawal_settings where brand_id = $1`,
    [brandId],
  );
  if (found.rows[0]) return rulesOf(found.rows[0]);
  await db.query('insert into withdrawal_settings (brand_id) values ($1) on conflict do nothing', [brandId]);
  const created = await db.query<SettingsRow>(
    `select ${columns} from withdrawal_settings where brand_id = $1`,
    [brandId],
  );
  if (!created.rows[0]) throw new Error('withdrawal settings row missing right after it was created');
  return rulesOf(created.rows[0]);
}

/** The brand's row (it exists: selectWithdrawalRules made it), locked until the caller's transaction ends. */
async function lockWithdrawalRules(db: Queryable, brandId: number): Promise<WithdrawalRules> {
  const { rows } = await db.query<SettingsRow>(
    `select ${columns} from withdrawal_settings where brand_id = $1 for update`,
    [brandId],
  );
  if (!rows[0]) throw new Error('withdrawal settings row missing');
  return rulesOf(rows[0]);
}

export function settingsView(rules: WithdrawalRules): WithdrawalSettings {
  return {
    minAmount: rules.minAmount.toString(),
    maxAmount: rules.maxAmount.toString(),
    dailyCount: rules.dailyCount,
    dailyAmount: rules.dailyAmount.toString(),
    turnoverMultiplier: rules.turnoverMultiplier,
    autoReceiptMinutes: rules.autoReceiptMinutes,
  };
}

/** The operator's view and change of the brand's withdrawal settings (audited). */
export function createWithdrawalSettings(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function current(): Promise<WithdrawalSettings> {
    return settingsView(await selectWithdrawalRules(pool, brandId));
  }

  async function update(next: WithdrawalSettings, context: OperatorContext): Promise<WithdrawalSettings> {
    if (BigInt(next.maxAmount) < BigInt(next.minAmount)) {
      throw new AppError('error_validation', { fields: { maxAmount: 'must be at least minAmount' } });
    }
    await selectWithdrawalRules(pool, brandId);
    await inTransaction(pool, async (client) => {
      const before = await lockWithdrawalRules(client, brandId);
      await client.query(
        `update withdrawal_settings
            set min_amount = $2, max_amount = $3, daily_count = $4, daily_amount = $5,
                turnover_multiplier = $6, auto_receipt_minutes = $7, updated_at = now()
          where brand_id = $1`,
        [
          brandId,
          BigInt(next.minAmount),
          BigInt(next.maxAmount),
          next.dailyCount,
          BigInt(next.dailyAmount),
          next.turnoverMultiplier,
          next.autoReceiptMinutes,
        ],
      );
      await insertAudit(client, {
        brandId,
        action: 'cashier.withdrawal_settings.updated',
        context,
        target: 'withdrawal settings',
        before: settingsView(before),
        after: settingsView(await lockWithdrawalRules(client, brandId)),
      });
    });
    return current();
  }

  return { current, update };
}

export type WithdrawalSettingsService = ReturnType<typeof createWithdrawalSettings>;
