import { describe, it, expect } from 'vitest';
import { validateField, validateForm } from './index.ts';
import type { FieldRule } from './index.ts';

function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return { field: 'name', patternId: 0, minLength: 0, maxLength: 100, required: false, ...overrides };
}

describe('validateField — required', () => {
  const required = rule({ required: true, patternId: 14, minLength: 3, maxLength: 10 });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['spaces only', '   '],
    ['tab and newline', '\t\n'],
    ['ideographic space', '\u3000'],
    ['no-break space', '\u00A0'],
  ])('a required field with %s is "required"', (_label, value) => {
    expect(validateField(required, value)).toEqual({ kind: 'required' });
  });

  it('a required field with a valid value has no problem', () => {
    expect(validateField(required, 'abc123')).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['spaces only', '   '],
  ])('an optional field with %s is valid regardless of pattern and length', (_label, value) => {
    expect(validateField(rule({ patternId: 11, minLength: 10, maxLength: 10 }), value)).toBeNull();
  });

  it('an optional field with a value is still checked', () => {
    expect(validateField(rule({ patternId: 6 }), 'abc')).toEqual({
      kind: 'pattern',
      min: 0,
      max: 100,
      patternId: 6,
    });
  });
});

describe('validateField — length', () => {
  const r = rule({ patternId: 0, minLength: 2, maxLength: 4 });

  it('rejects a value shorter than minLength', () => {
    expect(validateField(r, 'a')).toEqual({ kind: 'length', min: 2, max: 4, patternId: 0 });
  });

  it('rejects a value longer than maxLength', () => {
    expect(validateField(r, 'abcde')).toEqual({ kind: 'length', min: 2, max: 4, patternId: 0 });
  });

  it('accepts the inclusive bounds', () => {
    expect(validateField(r, 'ab')).toBeNull();
    expect(validateField(r, 'abcd')).toBeNull();
  });

  it('counts code points, not UTF-16 units: four emoji are length 4', () => {
    expect('😀😀😀😀'.length).toBe(8);
    expect(validateField(r, '😀😀😀😀')).toBeNull();
    expect(validateField(r, '😀😀😀😀😀')).toEqual({ kind: 'length', min: 2, max: 4, patternId: 0 });
  });

  it('counts CJK Extension B characters as one each', () => {
    expect(validateField(rule({ patternId: 10, minLength: 2, maxLength: 2 }), '𠀀𠀁')).toBeNull();
  });

  it('counts a Vietnamese name in code points', () => {
    const nameRule = rule({ patternId: 12, minLength: 2, maxLength: 13 });
    expect(validateField(nameRule, 'Nguyễn Văn An')).toBeNull();
    expect(validateField(rule({ patternId: 12, minLength: 2, maxLength: 12 }), 'Nguyễn Văn An')).toEqual({
      kind: 'length',
      min: 2,
      max: 12,
      patternId: 12,
    });
  });

  it('does not trim: leading and trailing spaces count toward the length', () => {
    expect(validateField(r, '  ab  ')).toEqual({ kind: 'length', min: 2, max: 4, patternId: 0 });
  });

  it('is checked before the pattern', () => {
    expect(validateField(rule({ patternId: 6, minLength: 6, maxLength: 6 }), 'ab')).toEqual({
      kind: 'length',
      min: 6,
      max: 6,
      patternId: 6,
    });
  });
});

describe('validateField — pattern', () => {
  it('reports the pattern kind with the length bounds', () => {
    expect(validateField(rule({ patternId: 5, minLength: 6, maxLength: 20 }), 'abcdefg')).toEqual({
      kind: 'pattern',
      min: 6,
      max: 20,
      patternId: 5,
    });
  });

  it('accepts a password with letters and digits', () => {
    expect(validateField(rule({ patternId: 5, minLength: 6, maxLength: 20 }), 'abc123')).toBeNull();
  });

  it('does not trim: a leading space fails an alphanumeric pattern', () => {
    expect(validateField(rule({ patternId: 14 }), ' abc')?.kind).toBe('pattern');
  });

  it('accepts a Vietnamese full name for kind 12 and rejects it for kind 4', () => {
    expect(validateField(rule({ patternId: 12 }), 'Trần Thị Bích')).toBeNull();
    expect(validateField(rule({ patternId: 4 }), 'Trần Thị Bích')?.kind).toBe('pattern');
  });
});

describe('validateField — acceptedPattern', () => {
  it('must match the whole value, not a part of it', () => {
    const r = rule({ patternId: 14, acceptedPattern: '[a-z]+' });
    expect(validateField(r, 'abc')).toBeNull();
    expect(validateField(r, 'abc123')).toEqual({ kind: 'pattern', min: 0, max: 100, patternId: 14 });
  });

  it('applies to alternations as a whole (not just the first or last branch)', () => {
    const r = rule({ acceptedPattern: 'cat|dog' });
    expect(validateField(r, 'dog')).toBeNull();
    expect(validateField(r, 'cats')?.kind).toBe('pattern');
    expect(validateField(r, 'hotdog')?.kind).toBe('pattern');
  });

  it('is checked in addition to the built-in kind', () => {
    const r = rule({ patternId: 6, acceptedPattern: '.*' });
    expect(validateField(r, 'abc')?.kind).toBe('pattern');
    expect(validateField(r, '123')).toBeNull();
  });

  it('uses the Unicode flag', () => {
    const r = rule({ acceptedPattern: '\\p{Script=Han}{2,4}' });
    expect(validateField(r, '张伟')).toBeNull();
    expect(validateField(r, 'ab')?.kind).toBe('pattern');
    expect(validateField(rule({ acceptedPattern: '.{2}' }), '😀😀')).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
  ])('%s means no extra pattern', (_label, acceptedPattern) => {
    expect(validateField(rule({ acceptedPattern }), 'anything at all')).toBeNull();
  });

  it.each([['('], ['[a-z'], ['*abc'], ['a{2,1}'], ['\\p{NotAProperty}'], ['(?<name>a)(?<name>b)'], ['\\']])(
    'a broken regex %j does not throw and is treated as not matching',
    (acceptedPattern) => {
      const r = rule({ acceptedPattern });
      expect(() => validateField(r, 'abc')).not.toThrow();
      expect(validateField(r, 'abc')).toEqual({ kind: 'pattern', min: 0, max: 100, patternId: 0 });
    },
  );

  it('a broken regex does not affect an empty optional field', () => {
    expect(validateField(rule({ acceptedPattern: '(' }), '')).toBeNull();
  });

  it('a source with unbalanced parentheses cannot escape the whole-value anchors', () => {
    // Wrapped naively this would become ^(?:a)|(b)$ and accept anything starting with "a".
    const r = rule({ acceptedPattern: 'a)|(b' });
    expect(validateField(r, 'abc')?.kind).toBe('pattern');
  });

  it('gives the same answer on repeated use (compiled patterns are cached)', () => {
    const r = rule({ acceptedPattern: '[0-9]{3}' });
    expect([validateField(r, '123'), validateField(r, '123'), validateField(r, '12a')?.kind]).toEqual([
      null,
      null,
      'pattern',
    ]);
  });
});

describe('validateField — confirmOf', () => {
  const confirm = rule({ field: 'confirmPassword', patternId: 5, required: true, confirmOf: 'password' });

  it('accepts a value equal to the other field', () => {
    expect(validateField(confirm, 'abc123', { password: 'abc123' })).toBeNull();
  });

  it('reports a mismatch when the values differ', () => {
    expect(validateField(confirm, 'abc124', { password: 'abc123' })).toEqual({
      kind: 'mismatch',
      other: 'password',
    });
  });

  it('compares exactly: case and surrounding spaces matter', () => {
    expect(validateField(rule({ confirmOf: 'password' }), 'ABC123', { password: 'abc123' })?.kind).toBe(
      'mismatch',
    );
    expect(validateField(rule({ confirmOf: 'password' }), 'abc123 ', { password: 'abc123' })?.kind).toBe(
      'mismatch',
    );
  });

  it('checks required, length and pattern before the mismatch', () => {
    expect(validateField(confirm, '', { password: 'abc123' })).toEqual({ kind: 'required' });
    expect(validateField(confirm, 'abcdef', { password: 'abc123' })?.kind).toBe('pattern');
  });

  it('reports a mismatch when the other field is missing from values', () => {
    expect(validateField(confirm, 'abc123', {})).toEqual({ kind: 'mismatch', other: 'password' });
    expect(validateField(confirm, 'abc123')).toEqual({ kind: 'mismatch', other: 'password' });
  });

  it('an empty optional confirmation still mismatches a filled field', () => {
    const optional = rule({ confirmOf: 'password' });
    expect(validateField(optional, '', { password: 'abc123' })).toEqual({
      kind: 'mismatch',
      other: 'password',
    });
  });

  it('two empty values are equal', () => {
    const optional = rule({ confirmOf: 'password' });
    expect(validateField(optional, '', { password: null })).toBeNull();
    expect(validateField(optional, undefined, {})).toBeNull();
  });

  it('does not read inherited properties of the values object', () => {
    const r = rule({ confirmOf: 'constructor' });
    expect(validateField(r, '', {})).toBeNull();
    expect(validateField(r, 'x', {})).toEqual({ kind: 'mismatch', other: 'constructor' });
  });

  it.each([[null], [undefined], ['']])('confirmOf %j means no comparison', (confirmOf) => {
    expect(validateField(rule({ confirmOf }), 'abc', { '': 'xyz' })).toBeNull();
  });
});

describe('validateForm', () => {
  const registration: FieldRule[] = [
    { field: 'username', patternId: 1, minLength: 4, maxLength: 16, required: true },
    { field: 'password', patternId: 5, minLength: 6, maxLength: 20, required: true },
    {
      field: 'confirmPassword',
      patternId: 5,
      minLength: 6,
      maxLength: 20,
      required: true,
      confirmOf: 'password',
    },
    { field: 'email', patternId: 3, minLength: 6, maxLength: 254, required: false, acceptedPattern: null },
    { field: 'realName', patternId: 12, minLength: 2, maxLength: 50, required: false, confirmOf: null },
    { field: 'birthday', patternId: 11, minLength: 10, maxLength: 10, required: false },
  ];

  it('returns an empty object for a valid form', () => {
    expect(
      validateForm(registration, {
        username: 'player01',
        password: 'abc123',
        confirmPassword: 'abc123',
        email: 'player@example.com',
        realName: 'Nguyễn Văn An',
        birthday: '2000-02-29',
      }),
    ).toEqual({});
  });

  it('accepts a form with the optional fields left empty', () => {
    expect(
      validateForm(registration, {
        username: 'player01',
        password: 'abc123',
        confirmPassword: 'abc123',
        email: '',
        realName: null,
      }),
    ).toEqual({});
  });

  it('returns only the fields with a problem, each with its first problem', () => {
    expect(
      validateForm(registration, {
        username: '1player',
        password: 'abc123',
        confirmPassword: 'abc124',
        email: 'player@example.com',
        realName: '张伟',
        birthday: '2023-02-29',
      }),
    ).toEqual({
      username: { kind: 'pattern', min: 4, max: 16, patternId: 1 },
      confirmPassword: { kind: 'mismatch', other: 'password' },
      birthday: { kind: 'pattern', min: 10, max: 10, patternId: 11 },
    });
  });

  it('reports every missing required field of an empty form', () => {
    expect(Object.keys(validateForm(registration, {}))).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('keeps the first problem when two rules name the same field', () => {
    const rules: FieldRule[] = [
      { field: 'code', patternId: 6, minLength: 4, maxLength: 4, required: true },
      { field: 'code', patternId: 14, minLength: 1, maxLength: 2, required: true },
    ];
    expect(validateForm(rules, { code: '12' })).toEqual({
      code: { kind: 'length', min: 4, max: 4, patternId: 6 },
    });
  });

  it('handles a field named __proto__ as an ordinary field', () => {
    const rules: FieldRule[] = [
      { field: '__proto__', patternId: 6, minLength: 1, maxLength: 5, required: true },
    ];
    const problems = validateForm(rules, {});
    expect(Object.getPrototypeOf(problems)).toBe(Object.prototype);
    expect(Object.hasOwn(problems, '__proto__')).toBe(true);
    expect(Object.entries(problems)).toEqual([['__proto__', { kind: 'required' }]]);
  });

  it('does not take inherited properties of values as field values', () => {
    const rules: FieldRule[] = [
      { field: 'toString', patternId: 0, minLength: 1, maxLength: 5, required: true },
    ];
    expect(validateForm(rules, {})).toEqual({ toString: { kind: 'required' } });
  });
});
