import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';
import { lookupText } from './lookup-text.ts';

describe('interpolate', () => {
  it('fills every placeholder, spaces inside the braces allowed, any number of times', () => {
    expect(interpolate('{{a}} and {{ b }}, {{a}} again', { a: 'x', b: 2 })).toBe('x and 2, x again');
  });

  it('writes numbers, big integers and booleans as text, zero included', () => {
    expect(interpolate('{{n}} {{big}} {{yes}}', { n: 0, big: 12345678901234567890n, yes: false })).toBe(
      '0 12345678901234567890 false',
    );
  });

  it('keeps a placeholder without a value as written', () => {
    expect(interpolate('{{a}} {{b}} {{c}}', { a: null, b: undefined })).toBe('{{a}} {{b}} {{c}}');
    expect(interpolate('{{a}}')).toBe('{{a}}');
  });

  it('takes no value from the prototype', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});

describe('lookupText', () => {
  const tree = { pattern: { '5': 'five' }, title: 'Title' };

  it('follows a dotted path to a text', () => {
    expect(lookupText(tree, 'pattern.5')).toBe('five');
    expect(lookupText(tree, 'title')).toBe('Title');
  });

  it('gives nothing for a branch, a missing path or the prototype', () => {
    expect(lookupText(tree, 'pattern')).toBeUndefined();
    expect(lookupText(tree, 'pattern.6')).toBeUndefined();
    expect(lookupText(tree, 'title.length')).toBeUndefined();
    expect(lookupText(tree, 'constructor')).toBeUndefined();
    expect(lookupText(undefined, 'title')).toBeUndefined();
  });
});
