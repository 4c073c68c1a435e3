import { describe, expect, it } from 'vitest';
import { quickAmountsOf } from './quick-amounts.ts';

describe('quick amounts', () => {
  it('offers the usual đồng sums within the method’s limits', () => {
    expect(quickAmountsOf('VND', '50000', '500000000')).toEqual([
      '100000',
      '200000',
      '500000',
      '1000000',
      '5000000',
    ]);
    expect(quickAmountsOf('VND', '200000', '1000000')).toEqual(['200000', '500000', '1000000']);
    expect(quickAmountsOf('VND', '10000000', '50000000')).toEqual([]);
  });

  it('counts a currency with cents in its minor units', () => {
    expect(quickAmountsOf('USD', '1000', '20000')).toEqual(['1000', '2000', '5000', '10000']);
  });
});
