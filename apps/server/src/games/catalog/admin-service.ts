import type { PageQuery } from '@lotus/contract/envelope';
import type {
  OperatorCatalogVendor,
  OperatorCatalogVendorUpdate,
  OperatorGame,
  OperatorGameInput,
  OperatorGameUpdate,
} from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { gameArtPath } from '../art/game-art.ts';
import {
  insertGame,
  lockOperatorGame,
  lockOperatorVendor,
  selectOperatorGame,
  selectOperatorGames,
  selectOperatorVendors,
  selectVendorId,
  updateGame,
} from './admin-tables.ts';
import type { OperatorGameRow, OperatorVendorRow } from './admin-tables.ts';

function operatorGameOf(row: OperatorGameRow): OperatorGame {
  return {
    nodeId: row.id,
    code: row.code,
    vendor: row.vendor_code,
    names: row.names,
    category: row.category,
    tags: row.tags,
    imagePath: row.image_path,
    minBet: row.min_bet,
    lines: row.lines,
    rtp: row.rtp_bp,
    defaultPlayType: row.default_play_type,
    accountTypeName: row.account_type_name,
    isGame: row.is_game,
    vassalage: row.vassalage,
    enabled: row.enabled,
    sort: row.sort,
    createdAt: row.created_at.toISOString(),
  };
}

function operatorVendorOf(row: OperatorVendorRow): OperatorCatalogVendor {
  return {
    code: row.code,
    name: row.name,
    laneTitle: row.lane_title ?? row.name,
    sort: row.sort,
    enabled: row.enabled,
    launchUrlTemplate: row.launch_url_template ?? '',
    gameCount: Number(row.games),
  };
}

/**
 * The image a change leaves: the one given; the generated art for null (the operator took their
 * image away); and when only the kind changes, generated art follows it to the new kind's motif
 * (an operator's own image is kept).
 */
function imagePathAfter(before: OperatorGameRow, change: OperatorGameUpdate): string | undefined {
  const category = change.category ?? before.category;
  if (change.imagePath === null) return gameArtPath(category, before.code);
  if (change.imagePath !== undefined) return change.imagePath;
  const generated = before.image_path === gameArtPath(before.category, before.code);
  return generated && category !== before.category ? gameArtPath(category, before.code) : undefined;
}

/** The operator's catalog management: games (switched off, never deleted) and vendors' catalog fields. */
/** The vendors' directory (the vendor wallet's): it keeps the catalog's fields of each vendor. */
export interface VendorCatalogFields {
  updateCatalogFieldsWithin(
    client: PoolClient,
    code: string,
    change: OperatorCatalogVendorUpdate,
  ): Promise<boolean>;
}

export function createCatalogAdmin(deps: { pool: Pool; brandId: number; vendors: VendorCatalogFields }) {
  const { pool, brandId, vendors } = deps;

  async function listGames(
    query: PageQuery & {
      vendor?: string | undefined;
      category?: GameType | undefined;
      q?: string | undefined;
    },
  ) {
    const { rows, total } = await selectOperatorGames(pool, brandId, query, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { content: rows.map(operatorGameOf), page: query.page, size: query.size, total };
  }

  async function game(code: string): Promise<OperatorGame> {
    const row = await selectOperatorGame(pool, brandId, code);
    if (!row) throw new AppError('error_game_not_found');
    return operatorGameOf(row);
  }

  async function createGame(input: OperatorGameInput, context: OperatorContext): Promise<OperatorGame> {
    await inTransaction(pool, async (client) => {
      const vendorId = await selectVendorId(client, brandId, input.vendor);
      if (vendorId === undefined) throw new AppError('error_vendor_not_found');
      const imagePath = input.imagePath ?? gameArtPath(input.category, input.code);
      if (!(await insertGame(client, brandId, vendorId, { ...input, imagePath }))) {
        throw new AppError('error_game_code_taken');
      }
      const after = await lockOperatorGame(client, brandId, input.code);
      await insertAudit(client, {
        brandId,
        action: 'games.create',
        context,
        target: `game ${input.code}`,
        after: after && operatorGameOf(after),
      });
    });
    return game(input.code);
  }

  async function changeGame(code: string, change: OperatorGameUpdate, context: OperatorContext) {
    await inTransaction(pool, async (client) => {
      const before = await lockOperatorGame(client, brandId, code);
      let vendorId: number | undefined;
      if (change.vendor !== undefined) {
        vendorId = await selectVendorId(client, brandId, change.vendor);
        if (vendorId === undefined) throw new AppError('error_vendor_not_found');
      }
      if (!before) throw new AppError('error_game_not_found');
      const imagePath = imagePathAfter(before, change);
      if (!(await updateGame(client, brandId, code, { ...change, imagePath, vendorId }))) {
        throw new AppError('error_game_not_found');
      }
      const after = await lockOperatorGame(client, brandId, code);
      await insertAudit(client, {
        brandId,
        action: 'games.update',
        context,
        target: `game ${code}`,
        before: operatorGameOf(before),
        after: after && operatorGameOf(after),
      });
    });
    return game(code);
  }

  const disableGame = (code: string, context: OperatorContext) =>
    changeGame(code, { enabled: false }, context);

  async function listVendors(): Promise<OperatorCatalogVendor[]> {
    return (await selectOperatorVendors(pool, brandId)).map(operatorVendorOf);
  }

  async function changeVendor(
    code: string,
    change: OperatorCatalogVendorUpdate,
    context: OperatorContext,
  ): Promise<OperatorCatalogVendor> {
    await inTransaction(pool, async (client) => {
      const before = await lockOperatorVendor(client, brandId, code);
      if (!before || !(await vendors.updateCatalogFieldsWithin(client, code, change))) {
        throw new AppError('error_vendor_not_found');
      }
      const after = await lockOperatorVendor(client, brandId, code);
      await insertAudit(client, {
        brandId,
        action: 'games.vendor',
        context,
        target: `vendor ${code}`,
        before: operatorVendorOf(before),
        after: after && operatorVendorOf(after),
      });
    });
    const vendor = (await listVendors()).find((row) => row.code === code);
    if (!vendor) throw new AppError('error_vendor_not_found');
    return vendor;
  }

  return { listGames, game, createGame, changeGame, disableGame, listVendors, changeVendor };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
