import { describe, it, expect } from 'vitest';
import { isPatternId, matchesPattern, patternIds } from './index.ts';
import type { PatternId } from './index.ts';

interface KindTable {
  accepted: readonly string[];
  rejected: readonly string[];
}

const nfd = (value: string): string => value.normalize('NFD');

const tables: Record<PatternId, KindTable> = {
  // 0 — any characters
  0: {
    accepted: [
      '',
      'anything',
      'Nguyễn Văn An',
      '张伟',
      '你好，世界。',
      'やまだ',
      '김민준',
      'สมชาย',
      '😀',
      '   ',
      '!@#$%^&*()',
      '123',
      'line\nbreak',
    ],
    rejected: [],
  },
  // 1 — an ASCII letter first, then ASCII letters and digits
  1: {
    accepted: ['a', 'Z', 'abc123', 'User01', 'aB3dE5', 'player2024'],
    rejected: [
      '',
      '1abc',
      '123',
      '_abc',
      'ab_c',
      'ab c',
      ' abc',
      'abc ',
      'abc-1',
      'abc!',
      'Nguyễn',
      'Ñandu',
      '张伟',
      'やまだ',
      'abc😀',
      'ａbc',
    ],
  },
  // 2 — letters with Chinese or Japanese characters
  2: {
    accepted: [
      'Tanaka',
      '山田太郎',
      'やまだ',
      'カタカナ',
      '张伟',
      'Tanaka山田',
      'ラーメン',
      '佐々木',
      'がっこう',
      'ｶﾀｶﾅ',
      'Nguyễn',
      nfd('Nguyễn'),
      'Bích',
    ],
    rejected: [
      '',
      '山田 太郎',
      'Nguyễn Văn An',
      'abc1',
      '山田1',
      '你好，世界。',
      '山田!',
      'タナカ・ヤマダ',
      '김민준',
      'สมชาย',
      'Иван',
      '😀',
      '山田😀',
      ' Tanaka',
      '\u0301abc',
    ],
  },
  // 3 — email address
  3: {
    accepted: [
      'user@example.com',
      'first.last@sub.example.co.uk',
      'user+tag@example.io',
      'USER_1@EXAMPLE.COM',
      "o'brien@example.org",
      'a@b.cd',
      'x-y@my-domain.com',
      '12345@163.com',
    ],
    rejected: [
      '',
      'user',
      'user@',
      '@example.com',
      'user@example',
      'user@example.c',
      'user@@example.com',
      'a@b@c.com',
      'us er@example.com',
      'user@exa mple.com',
      ' user@example.com',
      'user@example.com ',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@example..com',
      'user@.example.com',
      'user@example.com.',
      'user@example.c0m',
      'user@example.123',
      'user@[127.0.0.1]',
      '"john doe"@example.com',
      '张伟@example.com',
      'user@例子.中国',
      'user😀@example.com',
      `${'a'.repeat(65)}@example.com`,
    ],
  },
  // 4 — alphanumeric without special characters, any script
  4: {
    accepted: [
      'NguyễnVănAn',
      'TrầnThịBích',
      nfd('NguyễnVănAn'),
      '张伟',
      'やまだ',
      'カタカナ',
      '山田太郎',
      '김민준',
      '한국어',
      'สมชาย',
      'ภาษาไทย',
      'ผู้ใหญ่',
      'Иван',
      'Müller',
      'abc123',
      '123',
    ],
    rejected: [
      '',
      'Nguyễn Văn An',
      'Trần Thị Bích',
      '你好，世界。',
      '山田 太郎',
      'abc!',
      'user_name',
      'a-b',
      'a.b',
      '😀',
      'abc😀',
      ' abc',
      'abc ',
      '\u0301abc',
    ],
  },
  // 5 — ASCII letters and digits, at least one of each
  5: {
    accepted: ['abc123', 'A1', '1a', 'Passw0rd', '9Lives', '123abc'],
    rejected: [
      '',
      'abcdef',
      'ABCDEF',
      '123456',
      'abc 123',
      'abc-123',
      'abc123!',
      'pässw0rd',
      'пароль1',
      '密码123',
      'abc123😀',
      ' abc123',
      '１２３abc',
    ],
  },
  // 6 — ASCII digits only
  6: {
    accepted: ['0', '123456', '007', '13800138000'],
    rejected: ['', '12a', '-1', '+86', '1.5', '1 000', ' 123', '123 ', '１２３', '١٢٣', '๑๒๓', '😀', 'abc'],
  },
  // 7 — ASCII letters and digits with at least one capital letter
  7: {
    accepted: ['A', 'Abc123', 'abcD', 'ABC', 'X9', '1A'],
    rejected: ['', 'abc123', 'abc', '123', 'Abc 123', 'Abc!', 'abcÉ', 'Nguyễn', '山田A', 'Ａbc', 'A😀'],
  },
  // 8 — English letters and spaces
  8: {
    accepted: ['John Smith', 'Mary Jane Watson', 'abc', 'JOHN', 'John  Smith', ' John', 'John '],
    rejected: [
      '',
      '   ',
      'John3',
      'Nguyễn Văn An',
      'José',
      "O'Brien",
      'Jean-Luc',
      'John\tSmith',
      'John\u00A0Smith',
      '张伟',
      'John😀',
    ],
  },
  // 9 — no whitespace anywhere
  9: {
    accepted: ['abc', 'p@ss!word#1', '张伟', '你好，世界。', 'Nguyễn', '김민준', 'สมชาย', '😀', '-'],
    rejected: [
      '',
      'a b',
      ' abc',
      'abc ',
      'a\tb',
      'a\nb',
      'a\r\nb',
      'a\u00A0b',
      'a\u3000b',
      'a\u2003b',
      'Nguyễn Văn An',
      ' ',
    ],
  },
  // 10 — Chinese characters and punctuation (and Japanese kana)
  10: {
    accepted: [
      '张伟',
      '你好，世界。',
      '山田太郎',
      'やまだ',
      'カタカナ',
      '「こんにちは」',
      '你好！',
      '阿卜杜拉·买买提',
      '他说：“好的……”',
      'ｶﾀｶﾅ',
      '第１名',
      '佐々木',
      '〇',
    ],
    rejected: [
      '',
      '。，',
      '！？',
      'abc',
      '张伟abc',
      '张伟1',
      '张 伟',
      '张伟 ',
      '张\u3000伟',
      '你好,世界.',
      '김민준',
      'สมชาย',
      'Nguyễn',
      '😀',
      '张伟😀',
    ],
  },
  // 11 — a real date yyyy-MM-dd
  11: {
    accepted: [
      '2024-02-29',
      '2000-02-29',
      '2023-12-31',
      '1999-01-01',
      '2023-04-30',
      '2023-02-28',
      '0001-01-01',
    ],
    rejected: [
      '',
      '2023-02-29',
      '1900-02-29',
      '2023-02-30',
      '2023-13-01',
      '2023-00-10',
      '2023-01-32',
      '2023-04-31',
      '2023-01-00',
      '0000-01-01',
      '2023/01/15',
      '2023.01.15',
      '2023_01_15',
      '20230115',
      '2023-1-15',
      '2023-01-5',
      '01-15-2023',
      ' 2023-01-15',
      '2023-01-15 ',
      '2023-01-15T00:00',
      '-2023-01-15',
      '２０２３-01-15',
      'abcd-ef-gh',
    ],
  },
  // 12 — letters and single spaces, any script
  12: {
    accepted: [
      'Nguyễn Văn An',
      'Trần Thị Bích',
      nfd('Nguyễn Văn An'),
      'John Smith',
      'José María',
      'Иван Петров',
      '张伟',
      '山田 太郎',
      'やまだ',
      'カタカナ',
      '김민준',
      '한국어',
      'สมชาย',
      'ผู้ใหญ่',
      'A',
    ],
    rejected: [
      '',
      '   ',
      ' John',
      'John ',
      'John  Smith',
      'John\tSmith',
      'John\u3000Smith',
      'John3',
      '3',
      "O'Brien",
      'Jean-Luc',
      '你好，世界。',
      '😀',
      'John 😀',
      '\u0301a',
    ],
  },
  // 13 — a real date MM-dd-yyyy
  13: {
    accepted: ['02-29-2024', '02-29-2000', '12-31-2023', '01-01-1999', '04-30-2023'],
    rejected: [
      '',
      '02-29-2023',
      '02-29-1900',
      '02-30-2024',
      '13-01-2023',
      '00-10-2023',
      '01-32-2023',
      '04-31-2023',
      '01-00-2023',
      '01/15/2023',
      '01.15.2023',
      '2023-01-15',
      '1-15-2023',
      '01-15-23',
      '15-01-2023',
      '01-15-2023 ',
      ' 01-15-2023',
      '01-15-0000',
    ],
  },
  // 14 — ASCII letters and/or digits
  14: {
    accepted: ['abc', '123', 'abc123', 'ABC', 'a1B2', '0'],
    rejected: ['', 'abc 123', 'abc_123', 'abc!', 'a-1', 'Nguyễn', '张伟', '١٢٣', '１２３', '😀', ' abc'],
  },
  // 15 — Korean only
  15: {
    accepted: ['김민준', '한국어', '안녕하세요', 'ㄱㄴㄷ', 'ㅏㅓ', '\u1100\u1161'],
    rejected: [
      '',
      '김 민준',
      ' 김민준',
      'Kim',
      '김민준1',
      '金敏俊',
      '한국어!',
      '한국어.',
      '\u3164',
      '김\u3164',
      '\u115F\u1160',
      '㉠',
      '\uFFA1',
      'สมชาย',
      '😀',
    ],
  },
  // 16 — Thai only
  16: {
    accepted: ['สมชาย', 'ภาษาไทย', 'ผู้ใหญ่', 'กรุงเทพฯ', 'มากๆ', '๑๒๓', 'สวัสดีครับ'],
    rejected: [
      '',
      'สม ชาย',
      ' สมชาย',
      'Somchai',
      'สมชาย1',
      'สมชาย.',
      '\u0E49ก',
      '\u0E31',
      'ສະບາຍດີ',
      '张伟',
      '김민준',
      '😀',
    ],
  },
};

describe('pattern kinds', () => {
  it('has a table for every kind 0..16', () => {
    expect(Object.keys(tables).map(Number)).toEqual([...patternIds]);
  });

  for (const id of patternIds) {
    const { accepted, rejected } = tables[id];
    describe(`kind ${id}`, () => {
      it.each(accepted.map((value) => [JSON.stringify(value), value]))('accepts %s', (_label, value) => {
        expect(matchesPattern(id, value)).toBe(true);
      });
      if (rejected.length > 0) {
        it.each(rejected.map((value) => [JSON.stringify(value), value]))('rejects %s', (_label, value) => {
          expect(matchesPattern(id, value)).toBe(false);
        });
      }
    });
  }

  it('kind 0 rejects nothing, even control characters and lone surrogates', () => {
    expect(['\u0000', '\uD800', '\t\n', 'x'.repeat(10_000)].every((v) => matchesPattern(0, v))).toBe(true);
  });

  it('every kind except 0 rejects the empty string', () => {
    expect(patternIds.filter((id) => matchesPattern(id, ''))).toEqual([0]);
  });

  it('an unknown pattern id matches nothing', () => {
    expect(matchesPattern(17 as PatternId, 'abc')).toBe(false);
    expect(matchesPattern(-1 as PatternId, 'abc')).toBe(false);
  });
});

describe('patternIds and isPatternId', () => {
  it('lists 0..16 in order', () => {
    expect(patternIds).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('accepts every id 0..16', () => {
    expect(patternIds.every((id) => isPatternId(id))).toBe(true);
  });

  it.each([[17], [-1], [1.5], ['5'], [null], [undefined], [Number.NaN], [{}]])('rejects %j', (value) => {
    expect(isPatternId(value)).toBe(false);
  });
});
