import type {
  OperatorSiteFooter,
  OperatorSitePage,
  PaymentBadge,
  SiteFooter,
  SiteFooterInput,
  SitePage,
  SitePageInput,
  SitePageSlug,
} from '@lotus/contract/site-pages';
import { isSitePageSlug } from '@lotus/contract/site-pages/schemas';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { BrandRow } from '../tables.ts';
import {
  replaceSitePageTexts,
  selectSiteFooter,
  selectSitePageText,
  selectSitePageTexts,
  upsertSiteFooter,
} from './tables.ts';
import type { SitePageTextRow } from './tables.ts';

const slugs: readonly SitePageSlug[] = ['terms', 'privacy', 'responsible-gaming'];

function pageOf(slug: SitePageSlug, rows: SitePageTextRow[]): OperatorSitePage {
  const texts: OperatorSitePage['texts'] = {};
  let updatedAt: Date | null = null;
  for (const row of rows) {
    if (row.slug !== slug) continue;
    texts[row.language] = { title: row.title, body: row.body };
    if (!updatedAt || row.updated_at > updatedAt) updatedAt = row.updated_at;
  }
  return { slug, texts, updatedAt: updatedAt ? updatedAt.toISOString() : null };
}

/**
 * The site's pages (terms, privacy, responsible gaming) and the footer's settings: what a reader
 * gets in their language (else the brand's default language), and the operator's replacing of
 * each, one transaction with its audit row.
 */
export function createSitePages(deps: { pool: Pool; brand: BrandRow }) {
  const { pool, brand } = deps;

  /** Every text in a language the brand offers, the default language among them (the readers' fallback). */
  function assertLanguages(texts: Record<string, unknown>, field: string): void {
    const fields: Record<string, string> = {};
    for (const language of Object.keys(texts)) {
      if (!brand.languages.includes(language)) {
        fields[`${field}.${language}`] = `not a language of this brand (${brand.languages.join(', ')})`;
      }
    }
    if (!(brand.default_language in texts)) {
      fields[`${field}.${brand.default_language}`] = 'the default language’s text is required';
    }
    if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
  }

  /** A slug that names no page is not found, as an unknown id is. */
  function pageSlug(slug: string): SitePageSlug {
    if (!isSitePageSlug(slug)) throw new AppError('error_not_found');
    return slug;
  }

  async function page(asked: string, language: string): Promise<SitePage> {
    const slug = pageSlug(asked);
    const row = await selectSitePageText(pool, brand.id, slug, language, brand.default_language);
    if (!row) throw new AppError('error_not_found');
    return {
      slug,
      language: row.language,
      title: row.title,
      body: row.body,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  async function footer(language: string): Promise<SiteFooter> {
    const row = await selectSiteFooter(pool, brand.id);
    const texts = row?.licence_texts ?? {};
    return {
      licenceText: texts[language] ?? texts[brand.default_language] ?? '',
      paymentBadges: (row?.payment_badges ?? []) as PaymentBadge[],
    };
  }

  async function operatorPages(): Promise<OperatorSitePage[]> {
    const rows = await selectSitePageTexts(pool, brand.id, null);
    return slugs.map((slug) => pageOf(slug, rows));
  }

  async function operatorPage(slug: SitePageSlug, db: Queryable = pool): Promise<OperatorSitePage> {
    return pageOf(slug, await selectSitePageTexts(db, brand.id, slug));
  }

  async function replacePage(
    asked: string,
    input: SitePageInput,
    context: OperatorContext,
  ): Promise<OperatorSitePage> {
    const slug = pageSlug(asked);
    assertLanguages(input.texts, 'texts');
    await inTransaction(pool, async (client) => {
      // The brand's row serialises two replacements of its pages (a page never written has no row to lock).
      await client.query('select 1 from brands where id = $1 for update', [brand.id]);
      const before = pageOf(slug, await selectSitePageTexts(client, brand.id, slug, { lock: true }));
      await replaceSitePageTexts(client, brand.id, slug, input.texts);
      await insertAudit(client, {
        brandId: brand.id,
        action: 'content.sitePage.update',
        context,
        target: `site page ${slug}`,
        before,
        after: await operatorPage(slug, client),
      });
    });
    return operatorPage(slug);
  }

  async function operatorFooter(db: Queryable = pool): Promise<OperatorSiteFooter> {
    const row = await selectSiteFooter(db, brand.id);
    return {
      licenceTexts: row?.licence_texts ?? {},
      paymentBadges: (row?.payment_badges ?? []) as PaymentBadge[],
      updatedAt: row ? row.updated_at.toISOString() : null,
    };
  }

  async function replaceFooter(
    input: SiteFooterInput,
    context: OperatorContext,
  ): Promise<OperatorSiteFooter> {
    assertLanguages(input.licenceTexts, 'licenceTexts');
    await inTransaction(pool, async (client) => {
      await client.query('select 1 from brands where id = $1 for update', [brand.id]);
      await selectSiteFooter(client, brand.id, { lock: true });
      const before = await operatorFooter(client);
      await upsertSiteFooter(client, brand.id, input);
      await insertAudit(client, {
        brandId: brand.id,
        action: 'content.siteFooter.update',
        context,
        target: 'site footer',
        before: before.updatedAt === null ? null : before,
        after: await operatorFooter(client),
      });
    });
    return operatorFooter();
  }

  return {
    page,
    footer,
    operatorPages,
    operatorPage: (slug: string) => operatorPage(pageSlug(slug)),
    replacePage,
    operatorFooter: () => operatorFooter(),
    replaceFooter,
  };
}

export type SitePages = ReturnType<typeof createSitePages>;
