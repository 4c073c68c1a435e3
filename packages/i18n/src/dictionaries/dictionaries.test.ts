import { describe, expect, it } from 'vitest';
import { bundledLanguages } from '../languages.ts';
import { leafKeys, leaves, placeholders } from '../test/dictionary-tree.ts';
import { loadWholeDictionary } from '../test/load-dictionary.ts';
import { en } from './en/index.ts';

const englishKeys = leafKeys(en);
const englishTexts = new Map(leaves(en));

describe('bundled dictionaries', () => {
  it('English has texts in every namespace', () => {
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'errors', 'success', 'validation']));
    expect(englishKeys.length).toBeGreaterThan(80);
  });

  describe.each(bundledLanguages)('%s', (code) => {
    // Loaded the way the app loads it, so the test sees exactly what visitors get.
    const load = () => loadWholeDictionary(code);

    it('has exactly the keys of English: none missing, none extra', async () => {
      const keys = leafKeys(await load());
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
    });

    it('has a non-empty text at every key', async () => {
      const bad = leaves(await load()).filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(bad).toEqual([]);
    });

    it('keeps every placeholder of the English text, and adds none', async () => {
      const mismatched = leaves(await load())
        .map(([key, value]) => {
          const source = englishTexts.get(key);
          return {
            key,
            expected: typeof source === 'string' ? placeholders(source) : [],
            actual: typeof value === 'string' ? placeholders(value) : [],
          };
        })
        .filter((entry) => entry.expected.join() !== entry.actual.join());
      expect(mismatched).toEqual([]);
    });
  });

  it('Vietnamese is actually translated, not copied from English', async () => {
    const vi = await loadWholeDictionary('vi');
    const same = leaves(vi)
      .filter(([key, value]) => englishTexts.get(key) === value)
      .map(([key]) => key);
    // Names and units read the same in both languages ("Email" is the Vietnamese word too); anything
    // else the same is a missed translation.
    expect(same.sort()).toEqual([
      'auth.email',
      'common.brand',
      // 'Token {{name}}': the word is the same in Vietnamese.
      'console.account.tokenCreatedTitle',
      // A dash for nothing.
      'console.audit.none',
      // Only placeholders: '{{bank}} · {{number}} · {{payee}}'.
      'console.withdrawals.accountOf',
      // The VIP tab of the promotions: the word is the same in Vietnamese.
      'consoleRewards.promotions.types.vip',
      // PAPPU's time axis ticks ('10s'): the unit's symbol reads the same in Vietnamese.
      'crash.seconds',
      // Only placeholders: a code box line after its station's name ('{{station}} · {{line}}').
      'lotteryPlay.code.stationLine',
      // Only placeholders: '{{period}} ({{currency}})'.
      'protection.fieldLabel',
      // Only a placeholder: a device known by its browser alone ('{{browser}}').
      'security.deviceBrowser',
      // The footer's 18+ mark and the payment methods' brand names.
      'sitePages.footer.adultsOnly',
      'sitePages.footer.badge.mastercard',
      'sitePages.footer.badge.momo',
      'sitePages.footer.badge.usdt',
      'sitePages.footer.badge.vietqr',
      'sitePages.footer.badge.viettelpay',
      'sitePages.footer.badge.visa',
      'sitePages.footer.badge.zalopay',
      'speed.milliseconds',
      'speed.nav.android',
      // 'VIP {{level}}': the word is the same in Vietnamese; a dash for nothing.
      'vip.level',
      'vip.levels.none',
    ]);
  });
});
