import type { en } from './en/index.ts';

/** Same keys as the source, every text widened to `string`: a translation may say anything, but must say it all. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The shape every translation must have. English is the typed source; typing a translation as
 * `Dictionary` (or a namespace as `Dictionary['errors']`) makes a missing or extra key a type error.
 */
export type Dictionary = Widen<typeof en>;
