import type { PoolClient, Queryable } from '../../platform/database/pool.ts';

/**
 * The help centre's tables: `help_categories` and `help_articles` (language-neutral: order,
 * published flag, slug) and their texts per language. An article belongs to a brand through its
 * category, so every query here joins the category and names the brand.
 */

export interface HelpCategoryRow {
  id: number;
  slug: string | null;
  sort: number;
  published: boolean;
  updated_at: Date;
  texts: Record<string, { title: string }>;
  article_count: number;
}

export interface HelpArticleRow {
  id: number;
  category_id: number;
  sort: number;
  published: boolean;
  updated_at: Date;
  texts: Record<string, { title: string; content: string }>;
}

export interface HelpCategoryValues {
  slug: string | null;
  sort: number;
  published: boolean;
  texts: Record<string, { title: string }>;
}

export interface HelpArticleValues {
  categoryId: number;
  sort: number;
  published: boolean;
  texts: Record<string, { title: string; content: string }>;
}

const categoryColumns = `c.id, c.slug, c.sort, c.published, c.updated_at,
  coalesce((select jsonb_object_agg(t.language, jsonb_build_object('title', t.title))
              from help_category_texts t where t.category_id = c.id), '{}'::jsonb) as texts,
  (select count(*) from help_articles a where a.category_id = c.id)::int as article_count`;

const articleColumns = `a.id, a.category_id, a.sort, a.published, a.updated_at,
  coalesce((select jsonb_object_agg(t.language, jsonb_build_object('title', t.title, 'content', t.content))
              from help_article_texts t where t.article_id = a.id), '{}'::jsonb) as texts`;

export async function selectHelpCategories(db: Queryable, brandId: number): Promise<HelpCategoryRow[]> {
  const { rows } = await db.query<HelpCategoryRow>(
    `select ${categoryColumns} from help_categories c where c.brand_id = $1 order by c.sort, c.id`,
    [brandId],
  );
  return rows;
}

export async function selectHelpCategory(
  db: Queryable,
  brandId: number,
  id: number,
): Promise<HelpCategoryRow | undefined> {
  const { rows } = await db.query<HelpCategoryRow>(
    `select ${categoryColumns} from help_categories c where c.brand_id = $1 and c.id = $2`,
    [brandId, id],
  );
  return rows[0];
}

export async function selectHelpArticlePage(
  db: Queryable,
  brandId: number,
  filter: { categoryId: number | undefined; limit: number; offset: number },
): Promise<{ rows: HelpArticleRow[]; total: number }> {
  const where = 'c.brand_id = $1 and ($2::int is null or a.category_id = $2)';
  const parameters = [brandId, filter.categoryId ?? null];
  const [page, count] = await Promise.all([
    db.query<HelpArticleRow>(
      `select ${articleColumns} from help_articles a join help_categories c on c.id = a.category_id
        where ${where} order by c.sort, c.id, a.sort, a.id limit $3 offset $4`,
      [...parameters, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from help_articles a join help_categories c on c.id = a.category_id
        where ${where}`,
      parameters,
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

export async function selectHelpArticle(
  db: Queryable,
  brandId: number,
  id: number,
): Promise<HelpArticleRow | undefined> {
  const { rows } = await db.query<HelpArticleRow>(
    `select ${articleColumns} from help_articles a join help_categories c on c.id = a.category_id
      where c.brand_id = $1 and a.id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/** Whether the category exists for the brand; locks it so an article cannot land in a category being deleted. */
export async function lockHelpCategory(client: PoolClient, brandId: number, id: number): Promise<boolean> {
  const { rowCount } = await client.query(
    'select 1 from help_categories where brand_id = $1 and id = $2 for update',
    [brandId, id],
  );
  return (rowCount ?? 0) > 0;
}

/** Whether the article exists for the brand; locks its row until the caller's transaction ends. */
export async function lockHelpArticle(client: PoolClient, brandId: number, id: number): Promise<boolean> {
  const { rowCount } = await client.query(
    `select 1 from help_articles a join help_categories c on c.id = a.category_id
      where c.brand_id = $1 and a.id = $2 for update of a`,
    [brandId, id],
  );
  return (rowCount ?? 0) > 0;
}

async function replaceCategoryTexts(client: PoolClient, id: number, texts: HelpCategoryValues['texts']) {
  await client.query('delete from help_category_texts where category_id = $1', [id]);
  for (const [language, text] of Object.entries(texts)) {
    await client.query('insert into help_category_texts (category_id, language, title) values ($1, $2, $3)', [
      id,
      language,
      text.title,
    ]);
  }
}

async function replaceArticleTexts(client: PoolClient, id: number, texts: HelpArticleValues['texts']) {
  await client.query('delete from help_article_texts where article_id = $1', [id]);
  for (const [language, text] of Object.entries(texts)) {
    await client.query(
      'insert into help_article_texts (article_id, language, title, content) values ($1, $2, $3, $4)',
      [id, language, text.title, text.content],
    );
  }
}

/** Inserts a category with its texts; a slug the brand already uses fails with 23505 (help_categories_slug_unique). */
export async function insertHelpCategory(
  client: PoolClient,
  brandId: number,
  values: HelpCategoryValues,
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    'insert into help_categories (brand_id, slug, sort, published) values ($1, $2, $3, $4) returning id',
    [brandId, values.slug, values.sort, values.published],
  );
  const id = (rows[0] as { id: number }).id;
  await replaceCategoryTexts(client, id, values.texts);
  return id;
}

/** Overwrites a category and its texts; false when the brand has no such category. */
export async function updateHelpCategory(
  client: PoolClient,
  brandId: number,
  id: number,
  values: HelpCategoryValues,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update help_categories set slug = $3, sort = $4, published = $5, updated_at = now()
      where brand_id = $1 and id = $2`,
    [brandId, id, values.slug, values.sort, values.published],
  );
  if (!rowCount) return false;
  await replaceCategoryTexts(client, id, values.texts);
  return true;
}

/** Deletes an empty category: 'missing' when the brand has none, 'not-empty' while articles remain. */
export async function deleteEmptyHelpCategory(
  client: PoolClient,
  brandId: number,
  id: number,
): Promise<'deleted' | 'missing' | 'not-empty'> {
  if (!(await lockHelpCategory(client, brandId, id))) return 'missing';
  const { rowCount } = await client.query('select 1 from help_articles where category_id = $1 limit 1', [id]);
  if (rowCount) return 'not-empty';
  await client.query('delete from help_categories where id = $1', [id]);
  return 'deleted';
}

export async function insertHelpArticle(client: PoolClient, values: HelpArticleValues): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    'insert into help_articles (category_id, sort, published) values ($1, $2, $3) returning id',
    [values.categoryId, values.sort, values.published],
  );
  const id = (rows[0] as { id: number }).id;
  await replaceArticleTexts(client, id, values.texts);
  return id;
}

/** Overwrites an article of the brand (its category already checked); false when there is none. */
export async function updateHelpArticle(
  client: PoolClient,
  brandId: number,
  id: number,
  values: HelpArticleValues,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update help_articles a set category_id = $3, sort = $4, published = $5, updated_at = now()
      from help_categories c where c.id = a.category_id and c.brand_id = $1 and a.id = $2`,
    [brandId, id, values.categoryId, values.sort, values.published],
  );
  if (!rowCount) return false;
  await replaceArticleTexts(client, id, values.texts);
  return true;
}

export async function deleteHelpArticle(client: PoolClient, brandId: number, id: number): Promise<boolean> {
  const { rowCount } = await client.query(
    'delete from help_articles a using help_categories c where c.id = a.category_id and c.brand_id = $1 and a.id = $2',
    [brandId, id],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * The published help centre in `language`, each text falling back to `fallback` (the brand's
 * default language); an item with neither text is left out. Articles of unpublished categories too.
 */
export async function selectPublishedHelp(
  db: Queryable,
  brandId: number,
  language: string,
  fallback: string,
) {
  const [categories, articles] = await Promise.all([
    db.query<{ id: number; slug: string | null; title: string }>(
      `select c.id, c.slug, coalesce(asked.title, fallback.title) as title
         from help_categories c
         left join help_category_texts asked on asked.category_id = c.id and asked.language = $2
         left join help_category_texts fallback on fallback.category_id = c.id and fallback.language = $3
        where c.brand_id = $1 and c.published and coalesce(asked.title, fallback.title) is not null
        order by c.sort, c.id`,
      [brandId, language, fallback],
    ),
    db.query<{ id: number; category_id: number; title: string; content: string }>(
      `select a.id, a.category_id, coalesce(asked.title, fallback.title) as title,
              coalesce(asked.content, fallback.content) as content
         from help_articles a
         join help_categories c on c.id = a.category_id and c.brand_id = $1 and c.published
         left join help_article_texts asked on asked.article_id = a.id and asked.language = $2
         left join help_article_texts fallback on fallback.article_id = a.id and fallback.language = $3
        where a.published and coalesce(asked.title, fallback.title) is not null
        order by a.sort, a.id`,
      [brandId, language, fallback],
    ),
  ]);
  return { categories: categories.rows, articles: articles.rows };
}
