import type { Banner, BannerInput, BannerOrder, Banners } from '@lotus/contract/content';
import { inAuditedTransaction } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { BannerRow, BannerValues } from './tables.ts';
import {
  deleteBanner,
  insertBanner,
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
    const row = await inAuditedTransaction(
      pool,
      { brandId, action: 'content.banner.create', detail: values, context },
      (client) => insertBanner(client, brandId, values),
    );
    return operatorBannerOf(row);
  }

  async function changeBanner(
    id: number,
    input: BannerInput,
    context: OperatorContext,
  ): Promise<OperatorBanner> {
    assertBannerIdInRange(id);
    const values = valuesOf(input);
    const row = await inAuditedTransaction(
      pool,
      { brandId, action: 'content.banner.update', detail: { id, ...values }, context },
      async (client) => {
        const updated = await updateBanner(client, brandId, id, values);
        if (!updated) throw new AppError('error_not_found');
        return updated;
      },
    );
    return operatorBannerOf(row);
  }

  async function removeBanner(id: number, context: OperatorContext): Promise<void> {
    assertBannerIdInRange(id);
    await inAuditedTransaction(
      pool,
      { brandId, action: 'content.banner.delete', detail: { id }, context },
      async (client) => {
        if (!(await deleteBanner(client, brandId, id))) throw new AppError('error_not_found');
      },
    );
  }

  /** Puts a group's banners in the given order; answers the group as the operator lists it. */
  async function orderBanners(order: BannerOrder, context: OperatorContext): Promise<OperatorBanner[]> {
    await inAuditedTransaction(
      pool,
      { brandId, action: 'content.banner.order', detail: order, context },
      async (client) => {
        if (!(await reorderBanners(client, brandId, order.groupName, order.ids))) {
          throw new AppError('error_validation', {
            fields: { ids: 'every banner id of the group, each once' },
          });
        }
      },
    );
    return operatorBanners(order.groupName);
  }

  return { banners, operatorBanners, createBanner, changeBanner, removeBanner, orderBanners };
}

export type ContentService = ReturnType<typeof createContentService>;
