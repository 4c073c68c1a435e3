import { describe, it, expect } from 'vitest';
import { patternIds, problemMessage, validateField } from './index.ts';

describe('problemMessage', () => {
  it('required → validation.required with the field label', () => {
    expect(problemMessage({ kind: 'required' }, 'Username')).toEqual({
      key: 'validation.required',
      params: { field: 'Username' },
    });
  });

  it('length → validation.length with min and max', () => {
    expect(problemMessage({ kind: 'length', min: 6, max: 20, patternId: 5 }, 'Password')).toEqual({
      key: 'validation.length',
      params: { min: 6, max: 20 },
    });
  });

  it('pattern → validation.pattern.<id> with min and max', () => {
    expect(problemMessage({ kind: 'pattern', min: 6, max: 20, patternId: 5 }, 'Password')).toEqual({
      key: 'validation.pattern.5',
      params: { min: 6, max: 20 },
    });
  });

  it('a length whose minimum is its maximum reads “exactly”, never “6 - 6”', () => {
    expect(problemMessage({ kind: 'length', min: 6, max: 6, patternId: 6 }, 'Payment password')).toEqual({
      key: 'validation.lengthExactly',
      params: { count: 6, min: 6, max: 6 },
    });
    expect(problemMessage({ kind: 'pattern', min: 6, max: 6, patternId: 6 }, 'Payment password')).toEqual({
      key: 'validation.patternExactly.6',
      params: { count: 6, min: 6, max: 6 },
    });
  });

  it('has a pattern key for every kind 0..16', () => {
    expect(
      patternIds.map((patternId) => problemMessage({ kind: 'pattern', min: 0, max: 1, patternId }, 'x').key),
    ).toEqual(patternIds.map((id) => `validation.pattern.${id}`));
  });

  it('mismatch → validation.mismatch with the field label', () => {
    expect(problemMessage({ kind: 'mismatch', other: 'password' }, 'Confirm password')).toEqual({
      key: 'validation.mismatch',
      params: { field: 'Confirm password' },
    });
  });

  it('turns a validateField result into the message a user sees', () => {
    const problem = validateField(
      { field: 'phone', patternId: 6, minLength: 11, maxLength: 11, required: true },
      '1380013800a',
    );
    expect(problem && problemMessage(problem, 'Phone')).toEqual({
      key: 'validation.patternExactly.6',
      params: { count: 11, min: 11, max: 11 },
    });
  });
});
