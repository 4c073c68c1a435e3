import { randomBytes } from 'node:crypto';
import type { GameType } from '@lotus/contract/values';
import type {
  CreatedVendor,
  CreateVendorRequest,
  UpdateVendorRequest,
  Vendor,
  VendorSecret,
} from '@lotus/contract/vendor-wallet';
import { createVendorRequestSchema } from '@lotus/contract/vendor-wallet/schemas';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { inAuditedTransaction, insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VendorRow } from './tables.ts';
import {
  insertVendor,
  lockVendor,
  selectVendor,
  selectVendors,
  updateCatalogVendor,
  updateVendor,
  updateVendorSecret,
} from './tables.ts';

/** A vendor as the wallet API needs it: its secret opened (null while none was issued). */
export interface WalletVendor {
  id: number;
  code: string;
  category: GameType;
  enabled: boolean;
  secret: string | null;
}

function vendorView(row: VendorRow): Vendor {
  return {
    code: row.code,
    name: row.name,
    category: row.category as GameType,
    enabled: row.enabled,
    sort: row.sort,
    hasSecret: row.secret_sealed !== null,
    secretRotatedAt: row.secret_rotated_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** 32 random bytes as 64 hex characters: the HMAC key a vendor signs with. */
function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The brand's external game vendors as the wallet API knows them: the operator creates, changes and
 * lists them, and issues a new signing secret (shown once; kept sealed by the secret box). Every
 * change is audited; an audit row never holds a secret.
 */
export function createVendorService(deps: { pool: Pool; brandId: number; box: SecretBox }) {
  const { pool, brandId, box } = deps;

  async function list(): Promise<Vendor[]> {
    return (await selectVendors(pool, brandId)).map(vendorView);
  }

  async function create(request: CreateVendorRequest, context: OperatorContext): Promise<CreatedVendor> {
    const vendor = createVendorRequestSchema.parse(request);
    const secret = newSecret();
    const row = await inAuditedTransaction(
      pool,
      { brandId, action: 'vendors.create', context, target: `vendor ${vendor.code}`, after: vendorView },
      async (client) => {
        const inserted = await insertVendor(client, brandId, { ...vendor, secretSealed: box.seal(secret) });
        if (!inserted) throw new AppError('error_conflict', { fields: { code: 'taken' } });
        return inserted;
      },
    );
    return {
      vendor: vendorView(row),
      secret: { code: row.code, secret, rotatedAt: (row.secret_rotated_at ?? row.created_at).toISOString() },
    };
  }

  async function update(
    code: string,
    request: UpdateVendorRequest,
    context: OperatorContext,
  ): Promise<Vendor> {
    const row = await inTransaction(pool, async (client) => {
      const before = await lockVendor(client, brandId, code);
      if (!before) throw new AppError('error_vendor_not_found');
      const updated = await updateVendor(client, brandId, code, {
        name: request.name ?? null,
        category: request.category ?? null,
        enabled: request.enabled ?? null,
        sort: request.sort ?? null,
      });
      if (!updated) throw new AppError('error_vendor_not_found');
      await insertAudit(client, {
        brandId,
        action: 'vendors.update',
        context,
        target: `vendor ${code}`,
        before: vendorView(before),
        after: vendorView(updated),
      });
      return updated;
    });
    return vendorView(row);
  }

  /** A new secret replaces the old one at once: requests signed with the old one are refused from now on. */
  async function rotateSecret(code: string, context: OperatorContext): Promise<VendorSecret> {
    const secret = newSecret();
    // The audit shows that the secret changed and when (hasSecret, secretRotatedAt), never the secret.
    const row = await inTransaction(pool, async (client) => {
      const before = await lockVendor(client, brandId, code);
      if (!before) throw new AppError('error_vendor_not_found');
      const updated = await updateVendorSecret(client, brandId, code, box.seal(secret));
      if (!updated) throw new AppError('error_vendor_not_found');
      await insertAudit(client, {
        brandId,
        action: 'vendors.rotateSecret',
        context,
        target: `vendor ${code}`,
        before: vendorView(before),
        after: vendorView(updated),
      });
      return updated;
    });
    return { code: row.code, secret, rotatedAt: (row.secret_rotated_at ?? row.updated_at).toISOString() };
  }

  /** The vendor a wallet call names, or undefined; a secret that does not open counts as none. */
  async function findForWallet(code: string): Promise<WalletVendor | undefined> {
    const row = await selectVendor(pool, brandId, code);
    if (!row) return undefined;
    let secret: string | null = null;
    if (row.secret_sealed !== null) {
      try {
        secret = box.open(row.secret_sealed);
      } catch {
        // Sealed under another SECRET_KEY: nobody can sign for it until the operator rotates it.
        secret = null;
      }
    }
    return { id: row.id, code: row.code, category: row.category as GameType, enabled: row.enabled, secret };
  }

  /**
   * The catalog's fields of a vendor (name, lane title, order, enabled, launch address), changed in
   * the caller's transaction (the games catalog's audited operator change).
   */
  function updateCatalogFieldsWithin(
    client: PoolClient,
    code: string,
    change: Parameters<typeof updateCatalogVendor>[3],
  ): Promise<boolean> {
    return updateCatalogVendor(client, brandId, code, change);
  }

  return { list, create, update, rotateSecret, findForWallet, updateCatalogFieldsWithin };
}

export type VendorService = ReturnType<typeof createVendorService>;
