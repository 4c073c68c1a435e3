import { matchesPattern } from './pattern-kinds.ts';
import type { PatternId } from './pattern-kinds.ts';

/**
 * A per-field rule of a form, as the server serves it.
 *
 * - `patternId`: the built-in kind the value must match (see `pattern-kinds.ts`).
 * - `acceptedPattern`: optional extra regular expression source added by the operator; when present and
 *   non-empty the whole value must match it too (compiled as `^(?:source)$` with the `u` flag).
 * - `minLength` / `maxLength`: inclusive bounds, counted in Unicode code points.
 * - `required`: an empty (or whitespace-only) value is a problem.
 * - `confirmOf`: the name of another field this one must equal (e.g. confirm password).
 */
export interface FieldRule {
  field: string;
  patternId: PatternId;
  acceptedPattern?: string | null;
  minLength: number;
  maxLength: number;
  required: boolean;
  confirmOf?: string | null;
}

/** The first problem found with a field's value. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'length'; min: number; max: number; patternId: PatternId }
  | { kind: 'pattern'; min: number; max: number; patternId: PatternId }
  | { kind: 'mismatch'; other: string };

type FormValues = Readonly<Record<string, string | null | undefined>>;

/**
 * Length in Unicode code points, same as `[...value].length` (an emoji or a CJK Extension B character
 * counts as 1, a lone surrogate too) but without building an array.
 */
function codePointLength(value: string): number {
  let length = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

/** Empty for `required`: no value, `''`, or only whitespace (the value itself is never trimmed). */
function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** The value of `field` in `values`, ignoring inherited properties (`constructor`, `__proto__`, …). */
function valueOf(values: FormValues | undefined, field: string): string {
  if (values === undefined || values === null || !Object.hasOwn(values, field)) return '';
  const value = values[field];
  return typeof value === 'string' ? value : '';
}

const compiledPatterns = new Map<string, RegExp | null>();
const maxCompiledPatterns = 256;

/**
 * Compiles an operator-supplied pattern for a whole-value match, or returns null when the source is not
 * a valid regular expression (with the `u` flag). The source is first compiled on its own, so a source
 * with unbalanced parentheses such as `a)|(b` cannot escape the `^(?:…)$` wrapper.
 */
function compileAcceptedPattern(source: string): RegExp | null {
  const cached = compiledPatterns.get(source);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null;
  try {
    new RegExp(source, 'u');
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    compiled = null;
  }
  if (compiledPatterns.size >= maxCompiledPatterns) compiledPatterns.clear();
  compiledPatterns.set(source, compiled);
  return compiled;
}

/**
 * True when there is no extra pattern (`null`, `undefined` or `''`) or the whole value matches it.
 * A pattern that is not a valid regular expression never matches (it does not throw), so a field with a
 * broken `acceptedPattern` reports a `pattern` problem for every non-empty value — fail closed, and the
 * operator sees the form refuse input instead of the page crashing.
 *
 * ReDoS: the operator's pattern is trusted configuration and cannot be analysed here; it is only run
 * after the length check passed, so it never sees more than `maxLength` code points.
 */
function matchesAcceptedPattern(source: string | null | undefined, value: string): boolean {
  if (typeof source !== 'string' || source === '') return true;
  const compiled = compileAcceptedPattern(source);
  return compiled !== null && compiled.test(value);
}

/**
 * Validates one value against its rule and returns the first problem, or null when the value is valid.
 *
 * Order: `required`, then length, then pattern (the built-in kind, then `acceptedPattern`), then
 * `confirmOf` against `values[rule.confirmOf]`.
 * - An empty value (`null`, `undefined`, `''` or whitespace only) of an optional field skips the length
 *   and pattern checks; only `confirmOf` is still checked, so leaving "confirm password" empty while
 *   "password" is filled is a `mismatch`.
 * - Values are never trimmed: `' abc'` has length 4 and must match the pattern with its space.
 * - `confirmOf` compares the raw strings exactly; two empty values are equal.
 */
export function validateField(
  rule: FieldRule,
  value: string | null | undefined,
  values?: FormValues,
): FieldProblem | null {
  const text = typeof value === 'string' ? value : '';
  if (isBlank(text)) {
    if (rule.required) return { kind: 'required' };
  } else {
    const length = codePointLength(text);
    if (length < rule.minLength || length > rule.maxLength) {
      return { kind: 'length', min: rule.minLength, max: rule.maxLength, patternId: rule.patternId };
    }
    if (!matchesPattern(rule.patternId, text) || !matchesAcceptedPattern(rule.acceptedPattern, text)) {
      return { kind: 'pattern', min: rule.minLength, max: rule.maxLength, patternId: rule.patternId };
    }
  }
  if (typeof rule.confirmOf === 'string' && rule.confirmOf !== '') {
    const other = valueOf(values, rule.confirmOf);
    const same = text === other || (isBlank(text) && isBlank(other));
    if (!same) return { kind: 'mismatch', other: rule.confirmOf };
  }
  return null;
}

/**
 * Validates every rule's field (`values[rule.field]`) and returns the problems by field name; fields
 * without a problem are absent, so an empty object means the form is valid. When several rules name the
 * same field, the first problem wins.
 */
export function validateForm(rules: readonly FieldRule[], values: FormValues): Record<string, FieldProblem> {
  const problems: [string, FieldProblem][] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.field)) continue;
    const problem = validateField(rule, valueOf(values, rule.field), values);
    if (problem !== null) {
      problems.push([rule.field, problem]);
      seen.add(rule.field);
    }
  }
  // Object.fromEntries defines own properties, so a field named `__proto__` cannot touch the prototype.
  return Object.fromEntries(problems);
}
