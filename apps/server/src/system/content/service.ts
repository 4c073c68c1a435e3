import type { Banner, BannerInput, BannerOrder, Banners, BannerText } from '@lotus/contract/content';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { BrandRow } from '../tables.ts';
import type { BannerRow, BannerTexts, BannerValues } from './tables.ts';
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

export interface OperatorBanner extends Omit<Banner, 'text'> {
  texts: BannerTexts;
  kind: 'banner' | 'promotion';
  sort: number;
  enabled: boolean;
}

/**
 * The words of a banner for a reader of `language`: theirs, else their base language's (`zh` for
 * `zh-CN`), else the brand's default language's; null when the banner has none of these.
 */
export function bannerTextFor(texts: BannerTexts, language: string, fallback: string): BannerText | null {
  const base = language.split('-')[0] ?? language;
  const text = texts[language] ?? texts[base] ?? texts[fallback];
  if (!text) return null;
  const { title, subtitle, cta } = text;
  return { ...(title ? { title } : {}), ...(subtitle ? { subtitle } : {}), ...(cta ? { cta } : {}) };
}

function operatorBannerOf(row: BannerRow): OperatorBanner {
  return {
    id: row.id,
    groupName: row.group_name,
    url: row.image_url,
    linkageType: row.linkage_type,
    linkUrl: row.link_url,
    title: row.title,
    texts: row.texts,
    kind: row.kind,
    sort: row.sort,
    enabled: row.enabled,
  };
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
export function createContentService(deps: {
  pool: Pool;
  brand: Pick<BrandRow, 'id' | 'languages' | 'default_language'>;
}) {
  const { pool, brand } = deps;
  const brandId = brand.id;

  function bannerOf(row: BannerRow, language: string): Banner {
    return {
      id: row.id,
      groupName: row.group_name,
      url: row.image_url,
      linkageType: row.linkage_type,
      linkUrl: row.link_url,
      title: row.title,
      text: bannerTextFor(row.texts, language, brand.default_language),
    };
  }

  /**
   * Every language of the words is one of the brand's, and the brand's default language is among
   * them (when there are words at all): a reader whose language is missing falls back on it.
   */
  function assertTextLanguages(texts: BannerTexts): void {
    const languages = Object.keys(texts);
    if (languages.length === 0) return;
    const fields: Record<string, string> = {};
    for (const language of languages) {
      if (!brand.languages.includes(language)) {
        fields[`texts.${language}`] = `not a language of this brand (${brand.languages.join(', ')})`;
      }
    }
    if (!languages.includes(brand.default_language)) {
      fields[`texts.${brand.default_language}`] = 'the default language’s words are required';
    }
    if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
  }

  async function banners(group: string, language: string): Promise<Banners> {
    const rows = await selectEnabledBanners(pool, brandId, group);
    const of = (row: BannerRow) => bannerOf(row, language);
    return {
      banners: rows.filter((row) => row.kind === 'banner').map(of),
      promotion: rows.filter((row) => row.kind === 'promotion').map(of),
    };
  }

  async function operatorBanners(group: string | undefined): Promise<OperatorBanner[]> {
    return (await selectBanners(pool, brandId, group)).map(operatorBannerOf);
  }

  async function createBanner(input: BannerInput, context: OperatorContext): Promise<OperatorBanner> {
    assertTextLanguages(input.texts);
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
    assertTextLanguages(input.texts);
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
