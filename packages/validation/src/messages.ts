import type { FieldProblem } from './rules.ts';

/** An i18n message: the dictionary key and its interpolation parameters. */
export interface ProblemMessage {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The i18n message for a problem. The keys are fixed (the dictionaries are written elsewhere):
 * - `validation.required` — params `field` (the label given here)
 * - `validation.length` — params `min`, `max`
 * - `validation.pattern.<patternId>` (e.g. `validation.pattern.5`) — params `min`, `max`
 * - `validation.lengthExactly` and `validation.patternExactly.<patternId>` — params `count`, `min`, `max`:
 *   a rule whose minimum is its maximum (a 6-digit payment password) reads "exactly 6", never "6 - 6".
 * - `validation.mismatch` — params `field` (the label given here). The English text reads "must match
 *   {{field}}", so for a mismatch pass the label of the field named by `problem.other` (e.g. "Password").
 */
export function problemMessage(problem: FieldProblem, fieldLabel: string): ProblemMessage {
  switch (problem.kind) {
    case 'required':
      return { key: 'validation.required', params: { field: fieldLabel } };
    case 'length':
      return problem.min === problem.max
        ? {
            key: 'validation.lengthExactly',
            params: { count: problem.min, min: problem.min, max: problem.max },
          }
        : { key: 'validation.length', params: { min: problem.min, max: problem.max } };
    case 'pattern':
      return problem.min === problem.max
        ? {
            key: `validation.patternExactly.${problem.patternId}`,
            params: { count: problem.min, min: problem.min, max: problem.max },
          }
        : { key: `validation.pattern.${problem.patternId}`, params: { min: problem.min, max: problem.max } };
    case 'mismatch':
      return { key: 'validation.mismatch', params: { field: fieldLabel } };
    default: {
      const unreachable: never = problem;
      throw new Error(`Unknown field problem: ${JSON.stringify(unreachable)}`);
    }
  }
}
