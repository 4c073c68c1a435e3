import type { en } from './dictionaries/en/index.ts';
import type { InterpolationValue } from './interpolate.ts';

type Source = typeof en;

/** Keys of a dictionary branch as written in a key path ('5' of validation.pattern is a string key). */
type Segment<T> = keyof T & (string | number);

/** Every dotted path from `T` to a text, each prefixed with `Prefix`. */
type Leaves<T, Prefix extends string> = {
  [K in Segment<T>]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[Segment<T>];

/** The same, keeping only the texts without a `{{placeholder}}`. */
type PlainLeaves<T, Prefix extends string> = {
  [K in Segment<T>]: T[K] extends string
    ? T[K] extends `${string}{{${string}}}${string}`
      ? never
      : `${Prefix}${K}`
    : PlainLeaves<T[K], `${Prefix}${K}.`>;
}[Segment<T>];

/** Every key of the English source ('common.retry', 'validation.pattern.5'): for props that take a key, not a text. */
export type TranslationKey = Leaves<Source, ''>;

/** The keys whose text has no `{{placeholder}}`: what may be translated without values. */
export type PlainTranslationKey = PlainLeaves<Source, ''>;

/** The English text of a key (a literal type: the source is `as const`). */
type TextOf<Key extends string, T = Source> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextOf<Rest, T[Head]>
    : never
  : Key extends keyof T
    ? T[Key]
    : never;

/** The placeholder names of a text: 'minutes' of 'Locked, try again in {{minutes}} minutes'. */
type Placeholders<Text> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/** What `t` takes beside the key: the placeholders' values, and the text for a key that is missing. */
export interface TranslateOptions {
  readonly defaultValue?: string;
  readonly [placeholder: string]: InterpolationValue;
}

/**
 * The options of one key: for a key written out, its placeholders are required once options are
 * given (`t('errors.error_account_locked', {})` fails typecheck). A key chosen at run time (a union,
 * `t(`errors.${code}`, params)` over every error code) takes any values: requiring the
 * placeholders of every key it might be would make such calls impossible; the dictionary tests
 * check the placeholders instead.
 */
type OptionsOf<Key extends string> =
  IsUnion<Key> extends true
    ? TranslateOptions
    : TranslateOptions & {
        readonly [Name in Placeholders<TextOf<Key>>]: Exclude<InterpolationValue, null | undefined>;
      };

/** The translation function: a key of the English source (checked), the values of its placeholders. */
export type TFunction = <Key extends TranslationKey>(key: Key, options?: OptionsOf<Key>) => string;
