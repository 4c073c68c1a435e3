/** C(n, k) in bigint: the pay tables of Mines and the exact returns of Plinko need it beyond 2^53. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) {
    throw new RangeError(`binomial: n and k must be integers with n >= 0, got n = ${n}, k = ${k}`);
  }
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // After step i, result = C(n - k + i, i): each division is exact.
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}
