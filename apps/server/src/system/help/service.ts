import type { PageQuery } from '@lotus/contract/envelope';
import type {
  HelpArticleInput,
  HelpCategoryInput,
  OperatorHelpArticle,
  OperatorHelpCategory,
} from '@lotus/contract/help';
import type { HelpCenter } from '@lotus/contract/system';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { HelpArticleRow, HelpCategoryRow } from './tables.ts';
import {
  deleteEmptyHelpCategory,
  deleteHelpArticle,
  insertHelpArticle,
  insertHelpCategory,
  lockHelpArticle,
  lockHelpCategory,
  selectHelpArticle,
  selectHelpArticlePage,
  selectHelpCategories,
  selectHelpCategory,
  selectPublishedHelp,
  updateHelpArticle,
  updateHelpCategory,
} from './tables.ts';
import type { BrandRow } from '../tables.ts';

function categoryOf(row: HelpCategoryRow): OperatorHelpCategory {
  return {
    id: row.id,
    slug: row.slug,
    sort: row.sort,
    published: row.published,
    texts: row.texts,
    articleCount: row.article_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

function articleOf(row: HelpArticleRow): OperatorHelpArticle {
  return {
    id: row.id,
    categoryId: row.category_id,
    sort: row.sort,
    published: row.published,
    texts: row.texts,
    updatedAt: row.updated_at.toISOString(),
  };
}

function isSlugTaken(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23505' && failure.constraint === 'help_categories_slug_unique';
}

/**
 * The help centre: the published tree a reader sees in their language, and the operator's editing
 * of categories and articles (each change one transaction with its audit row).
 */
export function createHelpCentre(deps: { pool: Pool; brand: BrandRow }) {
  const { pool, brand } = deps;

  /**
   * Every text is in one of the brand's languages, and the default language is among them: a
   * reader whose language is missing always has the default's words to fall back on.
   */
  function assertLanguages(texts: Record<string, unknown>): void {
    const fields: Record<string, string> = {};
    for (const language of Object.keys(texts)) {
      if (!brand.languages.includes(language)) {
        fields[`texts.${language}`] = `not a language of this brand (${brand.languages.join(', ')})`;
      }
    }
    if (!(brand.default_language in texts)) {
      fields[`texts.${brand.default_language}`] = 'the default language’s text is required';
    }
    if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
  }

  /**
   * One operator change of a category or an article, in one transaction with its audit row: the
   * thing read (its row locked) before the change and again after it. `id` is null for a creation,
   * whose change answers the new id.
   */
  async function audited(
    action: string,
    context: OperatorContext,
    subject: { kind: 'category' | 'article'; id: number | null },
    change: (client: PoolClient) => Promise<number | void>,
  ): Promise<number> {
    return inTransaction(pool, async (client) => {
      const read = async (id: number) => {
        if (subject.kind === 'category') {
          const row = await selectHelpCategory(client, brand.id, id);
          return row ? categoryOf(row) : null;
        }
        const row = await selectHelpArticle(client, brand.id, id);
        return row ? articleOf(row) : null;
      };
      let before: unknown = null;
      if (subject.id !== null) {
        const lock = subject.kind === 'category' ? lockHelpCategory : lockHelpArticle;
        if (await lock(client, brand.id, subject.id)) before = await read(subject.id);
      }
      const made = await change(client);
      const id = subject.id ?? (made as number);
      await insertAudit(client, {
        brandId: brand.id,
        action,
        context,
        target: `help ${subject.kind} ${id}`,
        before,
        after: await read(id),
      });
      return id;
    });
  }

  async function helpCenter(language: string): Promise<HelpCenter> {
    const published = await selectPublishedHelp(pool, brand.id, language, brand.default_language);
    const categories = new Map<number, HelpCenter['categories'][number]>(
      published.categories.map((row) => [
        row.id,
        { id: row.id, slug: row.slug, title: row.title, articles: [] },
      ]),
    );
    for (const row of published.articles) {
      categories.get(row.category_id)?.articles.push({ id: row.id, title: row.title, content: row.content });
    }
    return { categories: [...categories.values()] };
  }

  async function operatorCategories(): Promise<OperatorHelpCategory[]> {
    return (await selectHelpCategories(pool, brand.id)).map(categoryOf);
  }

  async function operatorCategory(id: number): Promise<OperatorHelpCategory> {
    const row = await selectHelpCategory(pool, brand.id, id);
    if (!row) throw new AppError('error_not_found');
    return categoryOf(row);
  }

  async function operatorArticles(
    query: PageQuery & { categoryId?: number | undefined },
  ): Promise<{ content: OperatorHelpArticle[]; page: number; size: number; total: number }> {
    const { rows, total } = await selectHelpArticlePage(pool, brand.id, {
      categoryId: query.categoryId,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { content: rows.map(articleOf), page: query.page, size: query.size, total };
  }

  async function operatorArticle(id: number): Promise<OperatorHelpArticle> {
    const row = await selectHelpArticle(pool, brand.id, id);
    if (!row) throw new AppError('error_not_found');
    return articleOf(row);
  }

  /** Runs a category write, turning a slug the brand already uses into error_conflict. */
  async function writingCategory<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isSlugTaken(error)) {
        throw new AppError('error_conflict', {
          fields: { slug: 'another category has this slug' },
          cause: error,
        });
      }
      throw error;
    }
  }

  async function createCategory(
    input: HelpCategoryInput,
    context: OperatorContext,
  ): Promise<OperatorHelpCategory> {
    assertLanguages(input.texts);
    const id = await writingCategory(() =>
      audited('help.category.create', context, { kind: 'category', id: null }, (client) =>
        insertHelpCategory(client, brand.id, input),
      ),
    );
    return operatorCategory(id);
  }

  async function changeCategory(
    id: number,
    input: HelpCategoryInput,
    context: OperatorContext,
  ): Promise<OperatorHelpCategory> {
    assertLanguages(input.texts);
    await writingCategory(() =>
      audited('help.category.update', context, { kind: 'category', id }, async (client) => {
        if (!(await updateHelpCategory(client, brand.id, id, input))) throw new AppError('error_not_found');
      }),
    );
    return operatorCategory(id);
  }

  /** A category is deleted only once it is empty: its articles are moved or deleted first, never lost by accident. */
  async function removeCategory(id: number, context: OperatorContext): Promise<void> {
    await audited('help.category.delete', context, { kind: 'category', id }, async (client) => {
      const outcome = await deleteEmptyHelpCategory(client, brand.id, id);
      if (outcome === 'missing') throw new AppError('error_not_found');
      if (outcome === 'not-empty') {
        throw new AppError('error_conflict', { fields: { id: 'the category still has articles' } });
      }
    });
  }

  async function assertCategoryOfBrand(client: PoolClient, categoryId: number): Promise<void> {
    if (!(await lockHelpCategory(client, brand.id, categoryId))) {
      throw new AppError('error_validation', { fields: { categoryId: 'no such category' } });
    }
  }

  async function createArticle(
    input: HelpArticleInput,
    context: OperatorContext,
  ): Promise<OperatorHelpArticle> {
    assertLanguages(input.texts);
    const id = await audited(
      'help.article.create',
      context,
      { kind: 'article', id: null },
      async (client) => {
        await assertCategoryOfBrand(client, input.categoryId);
        return insertHelpArticle(client, input);
      },
    );
    return operatorArticle(id);
  }

  async function changeArticle(
    id: number,
    input: HelpArticleInput,
    context: OperatorContext,
  ): Promise<OperatorHelpArticle> {
    assertLanguages(input.texts);
    await audited('help.article.update', context, { kind: 'article', id }, async (client) => {
      // An unknown article is not found before its new category is looked at: the answer says what is wrong first.
      if (!(await selectHelpArticle(client, brand.id, id))) throw new AppError('error_not_found');
      await assertCategoryOfBrand(client, input.categoryId);
      if (!(await updateHelpArticle(client, brand.id, id, input))) throw new AppError('error_not_found');
    });
    return operatorArticle(id);
  }

  async function removeArticle(id: number, context: OperatorContext): Promise<void> {
    await audited('help.article.delete', context, { kind: 'article', id }, async (client) => {
      if (!(await deleteHelpArticle(client, brand.id, id))) throw new AppError('error_not_found');
    });
  }

  return {
    helpCenter,
    operatorCategories,
    operatorCategory,
    operatorArticles,
    operatorArticle,
    createCategory,
    changeCategory,
    removeCategory,
    createArticle,
    changeArticle,
    removeArticle,
  };
}

export type HelpCentre = ReturnType<typeof createHelpCentre>;
