import type { SitePageSlug } from '@lotus/contract/site-pages';
import type { Queryable } from '../../platform/database/pool.ts';

/** `site_page_texts` (a page's title and body per language) and `site_footers` (one row per brand). */

export interface SitePageTextRow {
  slug: SitePageSlug;
  language: string;
  title: string;
  body: string;
  updated_at: Date;
}

export interface SiteFooterRow {
  licence_texts: Record<string, string>;
  payment_badges: string[];
  updated_at: Date;
}

/** Every text of one page (or of every page), locked for update when `lock` is set. */
export async function selectSitePageTexts(
  db: Queryable,
  brandId: number,
  slug: SitePageSlug | null,
  options: { lock?: boolean } = {},
): Promise<SitePageTextRow[]> {
  const { rows } = await db.query<SitePageTextRow>(
    `select slug, language, title, body, updated_at from site_page_texts
      where brand_id = $1 and ($2::text is null or slug = $2)
      order by slug, language${options.lock ? ' for update' : ''}`,
    [brandId, slug],
  );
  return rows;
}

/** The page in `language`, else in `fallback` (the brand's default language). */
export async function selectSitePageText(
  db: Queryable,
  brandId: number,
  slug: SitePageSlug,
  language: string,
  fallback: string,
): Promise<SitePageTextRow | undefined> {
  const { rows } = await db.query<SitePageTextRow>(
    `select slug, language, title, body, updated_at from site_page_texts
      where brand_id = $1 and slug = $2 and language in ($3, $4)
      order by language = $3 desc limit 1`,
    [brandId, slug, language, fallback],
  );
  return rows[0];
}

/** Writes a page whole: every language given is upserted, every other is removed. */
export async function replaceSitePageTexts(
  db: Queryable,
  brandId: number,
  slug: SitePageSlug,
  texts: Record<string, { title: string; body: string }>,
): Promise<void> {
  const languages = Object.keys(texts);
  await db.query(
    'delete from site_page_texts where brand_id = $1 and slug = $2 and not (language = any($3::text[]))',
    [brandId, slug, languages],
  );
  for (const [language, text] of Object.entries(texts)) {
    await db.query(
      `insert into site_page_texts (brand_id, slug, language, title, body) values ($1, $2, $3, $4, $5)
       on conflict (brand_id, slug, language)
       do update set title = excluded.title, body = excluded.body, updated_at = now()`,
      [brandId, slug, language, text.title, text.body],
    );
  }
}

export async function selectSiteFooter(
  db: Queryable,
  brandId: number,
  options: { lock?: boolean } = {},
): Promise<SiteFooterRow | undefined> {
  const { rows } = await db.query<SiteFooterRow>(
    `select licence_texts, payment_badges, updated_at from site_footers where brand_id = $1${
      options.lock ? ' for update' : ''
    }`,
    [brandId],
  );
  return rows[0];
}

export async function upsertSiteFooter(
  db: Queryable,
  brandId: number,
  values: { licenceTexts: Record<string, string>; paymentBadges: readonly string[] },
): Promise<void> {
  await db.query(
    `insert into site_footers (brand_id, licence_texts, payment_badges) values ($1, $2, $3)
     on conflict (brand_id) do update
       set licence_texts = excluded.licence_texts, payment_badges = excluded.payment_badges, updated_at = now()`,
    [brandId, JSON.stringify(values.licenceTexts), values.paymentBadges],
  );
}
