/**
 * A fresh key per intended money request (deposit, withdrawal, transfer): the server applies a
 * repeat of the same submit once and answers it as the first.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
