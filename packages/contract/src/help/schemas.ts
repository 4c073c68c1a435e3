import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';

/**
 * The help centre as the operator edits it. A category and an article are language-neutral (their
 * id, order and published flag); their words are a text per language. A reader gets their
 * language's text, else the brand's default language's (`GET /wps/system/helpCenter`).
 *
 * Article content is plain text with a tiny markup the member site renders as text, never as HTML:
 * a blank line starts a paragraph, lines starting with `- ` make a list, `1. ` a numbered list,
 * `**bold**`, and `[label](/path)` or `[label](https://...)` a link.
 */

/** The category that holds the beginner guide (`/guide`): its articles are the guide's steps. */
export const helpGuideSlug = 'guide';

const largestId = 2_147_483_647;
const helpId = z.coerce.number().int().positive().max(largestId);

/** A language code as the brands list them (`vi`, `en`, `pt-BR`); the server also checks the brand has it. */
const languageKey = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as vi or en');

const helpSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes, at most 40');

const helpCategoryTextSchema = z.object({ title: singleLineText({ min: 1, max: 120 }) });
const helpArticleTextSchema = z.object({
  title: singleLineText({ min: 1, max: 200 }),
  content: multiLineText({ min: 1, max: 20_000 }),
});

function textsOf<T extends z.ZodType>(text: T) {
  return z
    .record(languageKey, text)
    .refine((texts) => Object.keys(texts).length > 0, 'at least one language')
    .refine((texts) => Object.keys(texts).length <= 30, 'at most 30 languages');
}

const sort = z.number().int().min(0).max(10_000).default(0);

/** Operator: a category, written whole (`POST` adds, `PUT` overwrites, texts included). */
export const helpCategoryInputSchema = z.object({
  /** Marks a category other screens look for (`guide`); null for a plain category. Unique per brand. */
  slug: helpSlugSchema.nullable().default(null),
  sort,
  published: z.boolean().default(true),
  texts: textsOf(helpCategoryTextSchema),
});
export type HelpCategoryInput = z.infer<typeof helpCategoryInputSchema>;

/** Operator: an article, written whole; `categoryId` moves it. */
export const helpArticleInputSchema = z.object({
  categoryId: z.number().int().positive().max(largestId),
  sort,
  published: z.boolean().default(true),
  texts: textsOf(helpArticleTextSchema),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const helpIdParamsSchema = z.object({ id: helpId });

export const operatorHelpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  texts: z.record(z.string(), z.object({ title: z.string() })),
  articleCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type OperatorHelpCategory = z.infer<typeof operatorHelpCategorySchema>;
export const operatorHelpCategoryListSchema = z.array(operatorHelpCategorySchema);

export const operatorHelpArticleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  sort: z.number().int(),
  published: z.boolean(),
  texts: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  updatedAt: z.iso.datetime(),
});
export type OperatorHelpArticle = z.infer<typeof operatorHelpArticleSchema>;
export const operatorHelpArticlePageSchema = pageOf(operatorHelpArticleSchema);

/** Operator: the articles of one category (or of all), in reading order, paged. */
export const operatorHelpArticlesQuerySchema = operatorQuery(
  pageQuerySchema.extend({ categoryId: helpId.optional() }),
);

/** `DELETE /admin/help/categories/:id` and `/admin/help/articles/:id`. */
export const helpDeletedSchema = z.object({ deleted: z.literal(true) });
