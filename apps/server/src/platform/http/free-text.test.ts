import { randomBytes } from 'node:crypto';
import { publishAnnouncement, changeAnnouncement } from '@lotus/contract/announcements';
import { rejectApproval } from '@lotus/contract/approvals';
import { bindBankAccount } from '@lotus/contract/bank-accounts';
import type { Call } from '@lotus/contract/call';
import { pathOf } from '@lotus/contract/call';
import { muteChatMember, sendChatMessage } from '@lotus/contract/chat';
import { addBanner, changeBanner } from '@lotus/contract/content';
import {
  addDepositChannel,
  changeDepositChannel,
  createDeposit,
  rejectDeposit,
} from '@lotus/contract/deposits';
import { answerFeedback, sendFeedback } from '@lotus/contract/feedback';
import { codePointName } from '@lotus/contract/free-text';
import type { TextLines } from '@lotus/contract/free-text';
import { changeCatalogVendor, changeGame, createGame, setHotGames } from '@lotus/contract/games-catalog';
import { addHelpArticle, addHelpCategory, changeHelpArticle, changeHelpCategory } from '@lotus/contract/help';
import { sendOperatorMail } from '@lotus/contract/operator-mail';
import { createOperator, createOperatorApiToken, updateOperator } from '@lotus/contract/operators';
import { updateOwnProfile } from '@lotus/contract/profile';
import { setCustomerService, setDomainRoutes, setMaintenance, setResource } from '@lotus/contract/system';
import { changeVendor, createVendor } from '@lotus/contract/vendor-wallet';
import { adjustMemberWallet } from '@lotus/contract/wallet';
import { rejectWithdrawal } from '@lotus/contract/withdrawals';
import { translateMessage } from '@lotus/i18n/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import { operatorInject } from '../../../test/operator-helpers.ts';
import { registerMember } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/**
 * The free-text rule through HTTP: every call that takes text a person writes refuses each
 * character the rule names, in each of its text fields, with error_forbidden_characters naming the
 * field (in Vietnamese and English), and stores nothing. The rule itself is tested in
 * packages/contract/src/free-text.test.ts.
 */

let sites: TestSites;
let memberToken: string;
let memberName: string;

beforeAll(async () => {
  sites = await createTestSites();
  memberName = `ft${randomBytes(4).toString('hex')}`;
  memberToken = await registerMember(sites, memberName);
});

afterAll(() => sites.close());

/** The characters the issue names, each refused in every field; line breaks and tabs in one-line fields only. */
const everywhere = [
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200E', '\u200F', '\u061C'],
  ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
  ...['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u001F', '\u007F'],
  ...['\u0080', '\u0085', '\u009F'],
  ...['\u2028', '\u2029'],
];
const oneLineOnly = ['\n', '\t', '\r'];

/** One text field of one call: where it is in the request, and whether it takes several lines. */
interface TextField {
  path: string;
  lines: TextLines;
}

interface FreeTextCall {
  call: Call;
  scope: 'member' | 'operator';
  params?: Record<string, unknown>;
  fields: readonly TextField[];
  /** A body the call's schema accepts, with `text` in the field at `path` (and clean words elsewhere). */
  body(path: string, text: string): unknown;
}

const clean = 'Xin chào các bạn';

/** `text` at `path`, every other listed field clean: `texts.vi.title` and `games.0.name` build objects and arrays. */
function placed(fields: readonly TextField[], path: string, text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const field of fields) {
    let node: Record<string, unknown> = root;
    const parts = field.path.split('.');
    for (const [index, part] of parts.slice(0, -1).entries()) {
      const next = parts[index + 1] ?? '';
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) ?? ''] = field.path === path ? text : `${clean} ${field.path}`;
  }
  return root;
}

/** Deep merge of the fixed part of a body and its text fields. */
function merged(fixed: Record<string, unknown>, texts: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...fixed };
  for (const [key, value] of Object.entries(texts)) {
    const base = result[key];
    if (Array.isArray(base) && Array.isArray(value)) {
      result[key] = base.map((item, index) => ({ ...(item as object), ...(value[index] as object) }));
    } else if (typeof base === 'object' && base !== null && typeof value === 'object' && value !== null) {
      result[key] = merged(base as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      result[key] = value;
    }
  }
  return result;
}

function textCall(
  call: Call,
  scope: FreeTextCall['scope'],
  fields: readonly TextField[],
  fixed: Record<string, unknown>,
  params?: Record<string, unknown>,
): FreeTextCall {
  return {
    call,
    scope,
    fields,
    ...(params ? { params } : {}),
    body: (path, text) => merged(fixed, placed(fields, path, text)),
  };
}

const single = (path: string): TextField => ({ path, lines: 'single' });
const multi = (path: string): TextField => ({ path, lines: 'multi' });
const key = () => `k${randomBytes(6).toString('hex')}`;

const calls: readonly FreeTextCall[] = [
  // A member's words.
  textCall(sendFeedback, 'member', [multi('content'), single('contact')], {
    questionType: 'deposit',
    idempotencyKey: key(),
  }),
  textCall(sendChatMessage, 'member', [single('text')], { idempotencyKey: key() }),
  textCall(
    updateOwnProfile,
    'member',
    [single('nickname'), single('address'), single('occupation'), single('region')],
    {},
  ),
  textCall(bindBankAccount, 'member', [single('payeeName')], {
    bankCode: 'VCB',
    accountNumber: '0123456789',
  }),
  textCall(createDeposit, 'member', [single('payerName')], {
    channelId: '1',
    amount: '100000',
    idempotencyKey: key(),
  }),
  // The operator's words.
  textCall(
    sendOperatorMail,
    'operator',
    [single('title'), multi('body'), single('translations.en.title'), multi('translations.en.body')],
    { idempotencyKey: key(), to: { kind: 'all' } },
  ),
  ...[publishAnnouncement, changeAnnouncement].map((call) =>
    textCall(
      call,
      'operator',
      [
        single('texts.vi.title'),
        multi('texts.vi.content'),
        single('texts.en.title'),
        multi('texts.en.content'),
      ],
      { type: 'B' },
      { id: 1 },
    ),
  ),
  ...[addHelpCategory, changeHelpCategory].map((call) =>
    textCall(call, 'operator', [single('texts.vi.title')], {}, { id: 1 }),
  ),
  ...[addHelpArticle, changeHelpArticle].map((call) =>
    textCall(
      call,
      'operator',
      [single('texts.vi.title'), multi('texts.vi.content')],
      { categoryId: 1 },
      { id: 1 },
    ),
  ),
  ...[addBanner, changeBanner].map((call) =>
    textCall(
      call,
      'operator',
      [single('title')],
      { groupName: 'w_home', imageUrl: '/banner.png' },
      { id: 1 },
    ),
  ),
  textCall(setHotGames, 'operator', [single('games.0.name')], {
    games: [{ code: 'hot-one', imageUrl: '/hot.png' }],
  }),
  textCall(createGame, 'operator', [single('names.en'), single('names.vi')], {
    code: 'free-text-game',
    vendor: 'LOTUS',
    category: 'slots',
    imagePath: '/game.png',
  }),
  textCall(changeGame, 'operator', [single('names.en')], {}, { code: 'free-text-game' }),
  textCall(changeCatalogVendor, 'operator', [single('name'), single('laneTitle')], {}, { vendor: 'LOTUS' }),
  textCall(createVendor, 'operator', [single('name')], { code: 'FREE_TEXT', category: 'slots' }),
  textCall(changeVendor, 'operator', [single('name')], {}, { vendor: 'LOTUS' }),
  textCall(addDepositChannel, 'operator', [single('name'), single('bankName')], {
    kind: 'bank_transfer',
    minAmount: '10000',
    maxAmount: '1000000',
    bankBin: '970436',
    accountNumber: '0123456789',
    accountName: 'LOTUS COMPANY',
  }),
  textCall(changeDepositChannel, 'operator', [single('name'), single('bankName')], {}, { id: '1' }),
  textCall(rejectDeposit, 'operator', [single('reason')], {}, { id: '1' }),
  textCall(rejectWithdrawal, 'operator', [single('reason')], {}, { id: '1' }),
  textCall(adjustMemberWallet, 'operator', [single('reason')], {
    username: 'demo_member',
    amount: '1000',
    idempotencyKey: key(),
  }),
  textCall(muteChatMember, 'operator', [single('reason')], { minutes: 10 }, { username: 'demo_member' }),
  textCall(answerFeedback, 'operator', [multi('reply')], {}, { id: '1' }),
  textCall(setMaintenance, 'operator', [multi('message')], { enabled: false }),
  textCall(
    setDomainRoutes,
    'operator',
    [single('domains.0.description')],
    {
      domains: [{ domainName: 'line-9.example.test' }],
    },
    { device: 3 },
  ),
  textCall(setResource, 'operator', [single('title')], { url: '/download' }, { resourceType: 'SERVICE' }),
  textCall(setCustomerService, 'operator', [single('entries.0.title')], {
    entries: [{ url: 'https://help.example.test' }],
  }),
  // The operators' own words: names shown in the console and the audit, a rejection's reason.
  textCall(createOperator, 'operator', [single('displayName')], { username: 'free.text', role: 'support' }),
  textCall(updateOperator, 'operator', [single('displayName')], {}, { id: '1' }),
  textCall(createOperatorApiToken, 'operator', [single('name')], {}),
  textCall(rejectApproval, 'operator', [single('reason')], {}, { id: '1' }),
];

/**
 * What a call could have stored: each table's rows, except where letting the caller in writes
 * (a token's last use, the rate limits' counters): of those, the number of rows.
 */
const counted =
  /^(sessions|login_|captcha|member_known_ips|operator_(sessions|api_tokens|audit|sign_in)|live_event)/;
const skipped = /^rate_limit/;

async function snapshot(): Promise<Map<string, string>> {
  const pool = sites.database.pool;
  const tables = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.rows.map((row) => row.name).filter((name) => !skipped.test(name));
  const sums = await pool.query<{ name: string; sum: string }>(
    names
      .map((name) =>
        counted.test(name)
          ? `select '${name}' as name, count(*)::text as sum from "${name}"`
          : `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
      )
      .join(' union all '),
  );
  return new Map(sums.rows.map((row) => [row.name, row.sum]));
}

async function send(entry: FreeTextCall, body: unknown, language: string) {
  const url = pathOf(entry.call.path, entry.params);
  const options = {
    method: entry.call.method,
    url,
    payload: body as object,
    headers: { 'accept-language': language },
    remoteAddress: nextClientAddress(),
  };
  if (entry.scope === 'operator') return operatorInject(sites, options);
  return sites.member.inject({ ...options, headers: { ...options.headers, ...bearer(memberToken) } });
}

describe('every call that takes free text holds it to the one rule', () => {
  it('lists calls whose clean bodies their schemas accept', async () => {
    for (const entry of calls) {
      const schemas = await entry.call.schemas();
      for (const field of entry.fields) {
        const parsed = schemas.body?.safeParse(entry.body(field.path, clean));
        expect(
          parsed?.error?.issues,
          `${entry.call.method} ${entry.call.path} ${field.path}`,
        ).toBeUndefined();
      }
    }
  });

  it.each(calls.map((entry) => [`${entry.call.method} ${entry.call.path}`, entry] as const))(
    '%s refuses each forbidden character in each text field, naming it, and stores nothing',
    async (_name, entry) => {
      const before = await snapshot();
      const wrong: string[] = [];
      let sent = 0;
      for (const field of entry.fields) {
        const characters = field.lines === 'single' ? [...everywhere, ...oneLineOnly] : everywhere;
        for (const character of characters) {
          const language = sent % 2 === 0 ? 'vi' : 'en';
          sent += 1;
          const response = await send(entry, entry.body(field.path, `Xin${character}chào bạn`), language);
          const error = (response.json() as { error?: Record<string, unknown> }).error ?? {};
          const expected = {
            status: 400,
            code: 'error_forbidden_characters',
            message: translateMessage(language, 'errors.error_forbidden_characters', { field: field.path }),
            params: { field: field.path },
            fields: { [field.path]: translateMessage(language, 'validation.forbiddenCharacters') },
          };
          const actual = {
            status: response.statusCode,
            code: error['code'],
            message: error['message'],
            params: error['params'],
            fields: error['fields'],
          };
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            wrong.push(`${field.path} ${codePointName(character)}: ${JSON.stringify(actual)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      const after = await snapshot();
      const changed = [...after].filter(([name, sum]) => before.get(name) !== sum).map(([name]) => name);
      expect(changed).toEqual([]);
    },
  );
});

describe('what people write is kept', () => {
  const vietnamese = 'Tiền nạp chưa về, nhờ kiểm tra giúp ạ';
  const emoji = '🙏 👨‍👩‍👧 👍🏽 🇻🇳 ❤️‍🔥';

  it('takes Vietnamese typed with combining marks and emoji, stored composed (NFC)', async () => {
    const decomposed = vietnamese.normalize('NFD');
    expect(decomposed).not.toBe(vietnamese);

    const feedback = await send(
      calls[0] as FreeTextCall,
      { questionType: 'deposit', content: `${decomposed} ${emoji}`, idempotencyKey: key() },
      'vi',
    );
    expect(feedback.statusCode).toBe(200);
    expect(feedback.json().value.content).toBe(`${vietnamese} ${emoji}`);

    const chat = await send(
      calls[1] as FreeTextCall,
      { text: `${decomposed} ${emoji}`, idempotencyKey: key() },
      'vi',
    );
    expect(chat.statusCode).toBe(200);
    expect(chat.json().value.text).toBe(`${vietnamese} ${emoji}`);

    const nickname = 'Bảo Ngọc 🌸'.normalize('NFD');
    const profile = await send(calls[2] as FreeTextCall, { nickname }, 'vi');
    expect(profile.statusCode).toBe(200);
    const stored = await sites.database.pool.query<{ nickname: string }>(
      'select nickname from members where lower(username) = lower($1)',
      [memberName],
    );
    expect(stored.rows[0]?.nickname).toBe('Bảo Ngọc 🌸');

    const mail = await operatorInject(sites, {
      method: 'POST',
      url: sendOperatorMail.path,
      payload: {
        idempotencyKey: key(),
        to: { kind: 'member', username: memberName },
        title: `Chúc mừng ${emoji}`.normalize('NFD'),
        body: `${decomposed}\r\n\tDòng thứ hai ${emoji}`,
      },
    });
    expect(mail.statusCode).toBe(200);
    expect(mail.json().value.sent).toBe(1);
  });
});
