import { describe, expect, it } from 'vitest';
import { linkTarget, parseHelpMarkup, parseInline } from './help-markup.ts';

describe('the help markup', () => {
  it('splits paragraphs on blank lines and keeps the line breaks inside one', () => {
    expect(parseHelpMarkup('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Next paragraph' }]] },
    ]);
  });

  it('makes bullets of "- " lines and steps of numbered lines, a paragraph after them its own block', () => {
    const blocks = parseHelpMarkup('Intro\n- one\n* two\n1. first\n2) second\nAfter\r\n');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'bullets', 'steps', 'paragraph']);
    expect(blocks[1]).toEqual({
      kind: 'bullets',
      items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]],
    });
    expect(blocks[2]).toEqual({
      kind: 'steps',
      items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
    });
  });

  it('reads bold text and links to this site’s pages or to https addresses', () => {
    expect(
      parseInline('Press **Register**, then [deposit](/deposit) or [chat](https://chat.example.test/x).'),
    ).toEqual([
      { kind: 'text', text: 'Press ' },
      { kind: 'bold', text: 'Register' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'deposit', href: '/deposit', external: false },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'chat', href: 'https://chat.example.test/x', external: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links anywhere else: the label stays as text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'http://plain.example.test',
      '//evil.example.test',
      '/\\evil.example.test',
      'vbscript:x',
      'deposit',
    ]) {
      expect(linkTarget(href)).toBeNull();
      const parts = parseInline(`[click](${href})`);
      expect(parts.every((part) => part.kind === 'text')).toBe(true);
      expect(parts.map((part) => part.text).join('')).toMatch(/^click/);
    }
  });

  it('keeps HTML as the text it is', () => {
    expect(parseHelpMarkup('<img src=x onerror=alert(1)> **<b>**')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
            { kind: 'bold', text: '<b>' },
          ],
        ],
      },
    ]);
  });
});
