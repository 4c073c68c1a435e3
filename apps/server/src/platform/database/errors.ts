/** Whether a query failed on the unique index or constraint named `constraint` (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23505' && failure.constraint === constraint;
}
