import type { Banner, BannerInput, BannerOrder, Banners } from '@lotus/contract/content';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { BannerRow, BannerValues } from './tables.ts';
import {
  deleteBanner,
  insertBanner,
  lockBanner,
  lockBannerOrder,
  reorderBanners,
  selectBanners,
  selectEnabledBanners,
  updateBanner,
} from './tables.ts';

export interface OperatorBanner extends Banner {
  kind: 'banner' | 'promotion';
  sort: number;
  enabled: boolean;
}

function bannerOf(row: BannerRow): Banner {
  return {
    id: row.id,
    groupName: row.group_name,
    url: row.image_url,
    linkageType: row.linkage_type,
    linkUrl: row.link_url,
    title: row.title,
  };
}

function operatorBannerOf(row: BannerRow): OperatorBanner {
  return { ...bannerOf(row), kind: row.kind, sort: row.sort, enabled: row.enabled };
}

/** A banner that links nowhere keeps no stale link: the apps read linkUrl only by its linkage. */
function valuesOf(input: BannerInput): BannerValues {
  return { ...input, linkUrl: input.linkageType === 'NONE' ? null : input.linkUrl };
}

// Banner ids are PostgreSQL `serial`s: a larger id names no banner (and would fail as an int4 parameter).
const largestBannerId = 2_147_483_647;

function assertBannerIdInRange(id: number): void {
  if (id > largestBannerId) throw new AppError('error_not_found');
}

/** The content domain: banners and promotions per group, and their operator changes. */
export function createContentService(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function banners(group: string): Promise<Banners> {
    const rows = await selectEnabledBanners(pool, brandId, group);
    return {
      banners: rows.filter((row) => row.kind === 'banner').map(bannerOf),
      promotion: rows.filter((row) => row.kind === 'promotion').map(bannerOf),
    };
  }

  async function operatorBanners(group: string | undefined): Promise<OperatorBanner[]> {
    return (await selectBanners(pool, brandId, group)).map(operatorBannerOf);
  }

  async function createBanner(input: BannerInput, context: OperatorContext): Promise<OperatorBanner> {
    const values = valuesOf(input);
    const row = await inTransaction(pool, async (client) => {
      const inserted = await insertBanner(client, brandId, values);
      await insertAudit(client, {
        brandId,
        action: 'content.banner.create',
        context,
        target: `banner ${inserted.id}`,
        after: operatorBannerOf(inserted),
      });
      return inserted;
    });
    return operatorBannerOf(row);
  }

  async function changeBanner(
    id: number,
    input: BannerInput,
    context: OperatorContext,
  ): Promise<OperatorBanner> {
    assertBannerIdInRange(id);
    const values = valuesOf(input);
    const row = await inTransaction(pool, async (client) => {
      const before = await lockBanner(client, brandId, id);
      if (!before) throw new AppError('error_not_found');
      const updated = await updateBanner(client, brandId, id, values);
      if (!updated) throw new AppError('error_not_found');
      await insertAudit(client, {
        brandId,
        action: 'content.banner.update',
        context,
        target: `banner ${id}`,
        before: operatorBannerOf(before),
        after: operatorBannerOf(updated),
      });
      return updated;
    });
    return operatorBannerOf(row);
  }

  async function removeBanner(id: number, context: OperatorContext): Promise<void> {
    assertBannerIdInRange(id);
    await inTransaction(pool, async (client) => {
      const before = await lockBanner(client, brandId, id);
      if (!before || !(await deleteBanner(client, brandId, id))) throw new AppError('error_not_found');
      await insertAudit(client, {
        brandId,
        action: 'content.banner.delete',
        context,
        target: `banner ${id}`,
        before: operatorBannerOf(before),
      });
    });
  }

  /** Puts a group's banners in the given order; answers the group as the operator lists it. */
  async function orderBanners(order: BannerOrder, context: OperatorContext): Promise<OperatorBanner[]> {
    await inTransaction(pool, async (client) => {
      const before = await lockBannerOrder(client, brandId, order.groupName);
      if (!(await reorderBanners(client, brandId, order.groupName, order.ids))) {
        throw new AppError('error_validation', {
          fields: { ids: 'every banner id of the group, each once' },
        });
      }
      await insertAudit(client, {
        brandId,
        action: 'content.banner.order',
        context,
        target: `banner group ${order.groupName}`,
        before: { ids: before },
        after: { ids: await lockBannerOrder(client, brandId, order.groupName) },
      });
    });
    return operatorBanners(order.groupName);
  }

  return { banners, operatorBanners, createBanner, changeBanner, removeBanner, orderBanners };
}

export type ContentService = ReturnType<typeof createContentService>;
