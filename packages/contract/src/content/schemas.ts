import { z } from 'zod';
import { gameTypes } from '../values.ts';
import { singleLineText } from '../free-text-schemas.ts';
import { operatorQuery } from '../envelope.ts';

/** What a click on a banner does: nothing, open its link, or open a game of the member site. */
const linkageTypes = ['NONE', 'URL', 'GAME'] as const;

const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  /** The banner image. */
  url: z.string(),
  linkageType: z.enum(linkageTypes),
  /** Where a click goes: a URL for URL, a game code for GAME, null for NONE. */
  linkUrl: z.string().nullable(),
  /** The image's text alternative (one language): the site uses it when the banner has no words. */
  title: z.string(),
  /**
   * The words drawn over the art, in the reader's language (else the brand's default language);
   * null when the banner has none. Every field is optional: a banner may carry only a title.
   */
  text: z
    .object({ title: z.string().optional(), subtitle: z.string().optional(), cta: z.string().optional() })
    .nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export type BannerText = NonNullable<Banner['text']>;

/** A language code as the brands list them (`vi`, `en`, `pt-BR`); the server also checks the brand has it. */
const languageKey = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as vi or en');

/** One language's words over a banner's art: short, plain, one line each, every one optional. */
const bannerTextInputSchema = z
  .object({
    title: singleLineText({ min: 1, max: 60 }).optional(),
    subtitle: singleLineText({ min: 1, max: 140 }).optional(),
    cta: singleLineText({ min: 1, max: 24 }).optional(),
  })
  .strict();

/**
 * The words per language (`{ vi: { title, subtitle, cta }, en: {...} }`); empty for a banner
 * whose art says it all. The server checks each language is one of the brand's and that the
 * brand's default language is among them, so every reader has words to fall back on.
 */
const bannerTextsInputSchema = z
  .record(languageKey, bannerTextInputSchema)
  .refine((texts) => Object.keys(texts).length <= 30, 'at most 30 languages')
  .default({});

export { bannerGroups } from '../values.ts';

export const bannersQuerySchema = z.object({
  group: z.string().min(1).max(64),
  /** The reader's language (default: the Accept-Language header); the brand's default when it has none. */
  lang: languageKey.optional(),
});
/** Spec: "Banner response: banners and promotion". */
export const bannersSchema = z.object({ banners: z.array(bannerSchema), promotion: z.array(bannerSchema) });
export type Banners = z.infer<typeof bannersSchema>;

const httpUrl = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path on this site');

export const bannerInputSchema = z
  .object({
    groupName: z.string().regex(/^[a-z0-9_]{1,64}$/, 'lowercase letters, digits and underscores'),
    kind: z.enum(['banner', 'promotion']).default('banner'),
    imageUrl: httpUrl,
    linkageType: z.enum(linkageTypes).default('NONE'),
    linkUrl: z.string().max(2000).nullable().default(null),
    title: singleLineText({ min: 1, max: 120 }),
    texts: bannerTextsInputSchema,
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .superRefine((banner, context) => {
    if (banner.linkageType !== 'NONE' && !banner.linkUrl) {
      context.addIssue({
        code: 'custom',
        path: ['linkUrl'],
        message: 'required when the banner links somewhere',
      });
    }
    if (banner.linkageType === 'URL' && banner.linkUrl && !/^(https?:\/\/|\/)/.test(banner.linkUrl)) {
      context.addIssue({
        code: 'custom',
        path: ['linkUrl'],
        message: 'an http(s) URL or a path on this site',
      });
    }
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const operatorBannerSchema = bannerSchema.omit({ text: true }).extend({
  /** The words in every language, as written. */
  texts: z.record(
    z.string(),
    z.object({ title: z.string().optional(), subtitle: z.string().optional(), cta: z.string().optional() }),
  ),
  kind: z.enum(['banner', 'promotion']),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const operatorBannerListSchema = z.array(operatorBannerSchema);
export const bannerParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** `DELETE /admin/banners/:id`. */
export const bannerDeletedSchema = z.object({ deleted: z.literal(true) });
export const operatorBannersQuerySchema = operatorQuery(z.object({ group: z.string().max(64).optional() }));

/**
 * Operator: the order of a group's banners (`PUT /admin/banners/order`): every banner id of the
 * group, promotions included, each once, first shown first. Their `sort` becomes 0, 1, 2...
 */
export const bannerOrderSchema = z.object({
  groupName: z.string().regex(/^[a-z0-9_]{1,64}$/, 'lowercase letters, digits and underscores'),
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'each banner once'),
});
export type BannerOrder = z.infer<typeof bannerOrderSchema>;

/** A game of the HOT GAMES list, with the member-site address that opens it. */
export const hotGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  playUrl: z.string(),
  /** The catalog game's category, whose lobby the home's row leads to; null for a code not in the catalog. */
  category: z.enum(gameTypes).nullable(),
});
export type HotGame = z.infer<typeof hotGameSchema>;

export const setHotGamesSchema = z.object({
  games: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]{1,64}$/, 'lowercase letters, digits and dashes'),
        name: singleLineText({ min: 1, max: 80 }),
        imageUrl: httpUrl,
      }),
    )
    .max(50),
});

/** The progressive jackpot pool as the ledger holds it, in minor units (a decimal string: it is a bigint). */
export const jackpotSchema = z.object({
  amount: z.string().regex(/^\d+$/),
  currency: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
