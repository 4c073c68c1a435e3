import { describe, expect, it } from 'vitest';
import { detailLines, diffLines } from './audit-diff.ts';

describe('an audit entry’s diff', () => {
  it('lists every field of both sides, changed ones marked, in the order they appear', () => {
    expect(
      diffLines(
        { status: 'pending', amount: '500000' },
        { status: 'paid', amount: '500000', paidBy: 'fin' },
        'value',
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'paid', changed: true },
      { field: 'amount', before: '500000', after: '500000', changed: false },
      { field: 'paidBy', before: null, after: 'fin', changed: true },
    ]);
  });

  it('takes a missing side as nothing: a creation has only an after', () => {
    expect(diffLines(null, { username: 'fin', role: 'finance' }, 'value')).toEqual([
      { field: 'username', before: null, after: 'fin', changed: true },
      { field: 'role', before: null, after: 'finance', changed: true },
    ]);
  });

  it('shows nested values and plain values as compact JSON on one line', () => {
    expect(diffLines({ limits: { max: 5 } }, { limits: { max: 6 } }, 'value')).toEqual([
      { field: 'limits', before: '{"max":5}', after: '{"max":6}', changed: true },
    ]);
    expect(diffLines(true, false, 'value')).toEqual([
      { field: 'value', before: 'true', after: 'false', changed: true },
    ]);
  });

  it('has no lines when nothing was recorded', () => {
    expect(diffLines(null, null, 'value')).toEqual([]);
  });
});

describe('an audit entry’s details', () => {
  it('lists the fields it has, leaving out empty ones', () => {
    expect(detailLines({ reason: 'duplicate', amount: '500000', note: null }, 'value')).toEqual([
      { field: 'reason', value: 'duplicate' },
      { field: 'amount', value: '500000' },
    ]);
    expect(detailLines(null, 'value')).toEqual([]);
    expect(detailLines('viewed', 'value')).toEqual([{ field: 'value', value: 'viewed' }]);
  });
});
