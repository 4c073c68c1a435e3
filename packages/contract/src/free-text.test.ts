import { describe, expect, it } from 'vitest';
import { codePointName, forbiddenCharacterIn, isCleanText } from './free-text.ts';
import { forbiddenCharactersMessage, multiLineText, singleLineText } from './free-text-schemas.ts';

/** Each character the rule names, by what it is. */
const forbidden: ReadonlyArray<readonly [string, string]> = [
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+202B right-to-left embedding', '\u202B'],
  ['U+202C pop directional formatting', '\u202C'],
  ['U+202D left-to-right override', '\u202D'],
  ['U+202E right-to-left override', '\u202E'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200E left-to-right mark', '\u200E'],
  ['U+200F right-to-left mark', '\u200F'],
  ['U+061C Arabic letter mark', '\u061C'],
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner (between letters)', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF zero-width no-break space', '\uFEFF'],
  ['U+00AD soft hyphen', '\u00AD'],
  ['U+2028 line separator', '\u2028'],
  ['U+2029 paragraph separator', '\u2029'],
  ['U+0000 null', '\u0000'],
  ['U+0007 bell', '\u0007'],
  ['U+001B escape', '\u001B'],
  ['U+007F delete', '\u007F'],
  ['U+0085 next line (C1)', '\u0085'],
  ['U+009B control sequence introducer (C1)', '\u009B'],
  ['U+000B vertical tab', '\u000B'],
  ['U+000C form feed', '\u000C'],
  ['U+000D carriage return', '\r'],
  ['U+D800 lone high surrogate', '\uD800'],
  ['U+DC00 lone low surrogate', '\uDC00'],
  ['U+E0041 tag letter outside a flag', '\u{E0041}'],
];

/** What people write and must keep writing. */
const accepted: ReadonlyArray<readonly [string, string]> = [
  ['Vietnamese, precomposed', 'Nạp tiền chưa về tài khoản, nhờ kiểm tra giúp ạ'],
  ['Vietnamese, with combining marks', 'Nạp tiền chưa về tài khoản'.normalize('NFD')],
  ['a stacked combining mark', 'Việt'.normalize('NFD')],
  ['simple emoji', 'Cảm ơn 🙏😀🎉'],
  ['a family (joined by U+200D)', '👨‍👩‍👧‍👦'],
  ['a skin tone and a joiner', '👩🏽‍💻 👍🏿'],
  ['a variation selector and a joiner', '🏳️‍🌈 🏳️‍⚧️ ❤️‍🔥'],
  ['a gendered sequence', '🏃‍♀️'],
  ['a country flag', '🇻🇳'],
  ['a subdivision flag (tag characters)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ['a keycap', '1️⃣ #️⃣'],
  ['Arabic and Hebrew letters', 'مرحبا שלום'],
  ['Chinese, Thai, Korean', '你好 สวัสดี 안녕하세요'],
  ['punctuation and symbols', '“Xin chào” — 100.000 ₫ (≈ $4) & <b>'],
  ['a no-break space', 'Xin\u00A0chào'],
];

describe('the free-text rule', () => {
  it.each(forbidden)('refuses %s, in one line and in several', (_name, character) => {
    for (const text of [`Xin chào${character}bạn`, `${character}Xin chào`, `Xin chào${character}`]) {
      expect(forbiddenCharacterIn(text, 'single')).toBe(character);
      expect(forbiddenCharacterIn(text, 'multi')).toBe(character);
    }
  });

  it.each(accepted)('accepts %s', (_name, text) => {
    expect(forbiddenCharacterIn(text, 'single')).toBeNull();
    expect(isCleanText(text, 'multi')).toBe(true);
  });

  it('takes line feeds and tabs in several lines only', () => {
    for (const character of ['\n', '\t']) {
      expect(isCleanText(`một${character}hai`, 'multi')).toBe(true);
      expect(forbiddenCharacterIn(`một${character}hai`, 'single')).toBe(character);
    }
  });

  it('keeps a joiner only between two emoji', () => {
    expect(isCleanText('a\u200Db', 'single')).toBe(false);
    expect(isCleanText('👍\u200Db', 'single')).toBe(false);
    expect(isCleanText('a\u200D👍', 'single')).toBe(false);
    expect(isCleanText('👍\u200D\u200D👍', 'single')).toBe(false);
    expect(isCleanText('👍\u200D👍', 'single')).toBe(true);
    // Tag characters make a flag only after the black flag and up to the cancel tag.
    expect(isCleanText('🏴\u{E0067}\u{E0062}', 'single')).toBe(false);
    expect(isCleanText('x\u{E0067}\u{E0062}\u{E007F}', 'single')).toBe(false);
  });

  it('names a character by its code point', () => {
    expect(codePointName('\u202E')).toBe('U+202E');
    expect(codePointName('\u0000')).toBe('U+0000');
    expect(codePointName('\u{E0041}')).toBe('U+E0041');
  });
});

describe('the free-text schemas', () => {
  const forbiddenCharactersIssue = {
    code: 'custom',
    message: forbiddenCharactersMessage,
    params: { code: 'error_forbidden_characters' },
  };
  const title = singleLineText({ min: 1, max: 20 });
  const body = multiLineText({ min: 1, max: 50 });

  it('refuses a forbidden character with the issue the server answers by its code', () => {
    for (const [, character] of forbidden) {
      // A carriage return in several lines is a line break: the schema makes it a line feed.
      for (const schema of character === '\r' ? [title] : [title, body]) {
        const parsed = schema.safeParse(`Xin${character}chào`);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues).toContainEqual(expect.objectContaining(forbiddenCharactersIssue));
      }
    }
    expect(title.safeParse('một\nhai').error?.issues[0]).toMatchObject(forbiddenCharactersIssue);
  });

  it('trims, composes (NFC) and keeps several lines as line feeds', () => {
    expect(title.parse(`  ${'Tiền chưa về'.normalize('NFD')}  `)).toBe('Tiền chưa về');
    expect(body.parse('một\r\nhai\rba\n\tbốn ')).toBe('một\nhai\nba\n\tbốn');
    // Whitespace around the text is not part of it (a byte order mark at the start is whitespace).
    expect(title.parse('\uFEFFXin chào\n')).toBe('Xin chào');
  });

  it('counts after trimming, in UTF-16 units or as the field counts', () => {
    expect(title.safeParse('   ').success).toBe(false);
    expect(title.safeParse('x'.repeat(21)).success).toBe(false);
    const graphemes = singleLineText({ min: 1, max: 3, count: (text) => [...text].length, maxUnits: 40 });
    expect(graphemes.safeParse('🙏🙏🙏').success).toBe(true);
    expect(graphemes.safeParse('🙏🙏🙏🙏').success).toBe(false);
    expect(graphemes.safeParse(' '.repeat(41)).success).toBe(false);
  });

  it('accepts what people write', () => {
    for (const [, text] of accepted) {
      expect(body.safeParse(text).success).toBe(true);
      expect(singleLineText({ max: 100 }).safeParse(text).success).toBe(true);
    }
  });
});
