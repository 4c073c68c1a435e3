export { isPatternId, matchesPattern, patternIds } from './pattern-kinds.ts';
export type { PatternId } from './pattern-kinds.ts';
export { validateField, validateForm } from './rules.ts';
export type { FieldProblem, FieldRule } from './rules.ts';
export { problemMessage } from './messages.ts';
export type { ProblemMessage } from './messages.ts';
