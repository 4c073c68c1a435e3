import { z } from 'zod';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';

/**
 * The site's own pages (terms, privacy, responsible gaming) and the footer's settings, as the
 * operator writes them per brand and language. A page's body is plain text with the help centre's
 * markup (docs/help-centre.md: paragraphs, `- ` and `1. ` lists, `**bold**`, `[label](/path)`),
 * which the member site renders as text, never as HTML.
 */

/** The pages there are: each has an address of the same name on the member site. */
export const sitePageSlugs = ['terms', 'privacy', 'responsible-gaming'] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];

/** The payment badges the footer can show, in the order the operator lists them. */
export const paymentBadges = [
  'bank_transfer',
  'vietqr',
  'momo',
  'zalopay',
  'viettelpay',
  'visa',
  'mastercard',
  'usdt',
] as const;
export type PaymentBadge = (typeof paymentBadges)[number];

/** A language code as the brands list them; the server also checks the brand offers it. */
const languageKey = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as vi or en');

function textsOf<T extends z.ZodType>(text: T) {
  return z
    .record(languageKey, text)
    .refine((texts) => Object.keys(texts).length > 0, 'at least one language')
    .refine((texts) => Object.keys(texts).length <= 30, 'at most 30 languages');
}

/** Any slug is heard: one that is not a page is `error_not_found`, as an unknown id is elsewhere. */
export const sitePageParamsSchema = z.object({ slug: z.string().min(1).max(40) });

export function isSitePageSlug(slug: string): slug is SitePageSlug {
  return (sitePageSlugs as readonly string[]).includes(slug);
}
export const sitePageQuerySchema = z.object({ language: z.string().max(16).optional() });

/** A page in one language, as a reader gets it (`language` is the one served, after any fallback). */
export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  language: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.iso.datetime(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

const sitePageTextSchema = z.object({
  title: singleLineText({ min: 1, max: 120 }),
  body: multiLineText({ min: 1, max: 50_000 }),
});

/** Operator: a page written whole, its texts per language (a language left out is removed). */
export const sitePageInputSchema = z.object({ texts: textsOf(sitePageTextSchema) });
export type SitePageInput = z.infer<typeof sitePageInputSchema>;

export const operatorSitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  texts: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
  updatedAt: z.iso.datetime().nullable(),
});
export type OperatorSitePage = z.infer<typeof operatorSitePageSchema>;
export const operatorSitePageListSchema = z.array(operatorSitePageSchema);

/** The footer as a reader gets it: the licence text in their language (else the default's), the badges. */
export const siteFooterSchema = z.object({
  licenceText: z.string(),
  paymentBadges: z.array(z.enum(paymentBadges)),
});
export type SiteFooter = z.infer<typeof siteFooterSchema>;

/** Operator: the footer's settings, written whole. */
export const siteFooterInputSchema = z.object({
  licenceTexts: textsOf(multiLineText({ min: 1, max: 1_000 })),
  paymentBadges: z
    .array(z.enum(paymentBadges))
    .max(paymentBadges.length)
    .refine((badges) => new Set(badges).size === badges.length, 'each badge once'),
});
export type SiteFooterInput = z.infer<typeof siteFooterInputSchema>;

export const operatorSiteFooterSchema = z.object({
  licenceTexts: z.record(z.string(), z.string()),
  paymentBadges: z.array(z.enum(paymentBadges)),
  updatedAt: z.iso.datetime().nullable(),
});
export type OperatorSiteFooter = z.infer<typeof operatorSiteFooterSchema>;
