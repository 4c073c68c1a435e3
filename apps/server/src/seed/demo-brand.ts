import { featureSwitches } from '@lotus/contract/system/schemas';

/** The demo brand `pnpm start` seeds: a Vietnamese-market merchant, as the spec's brand config shows. */
export const demoBrand = {
  code: 'lotus',
  name: 'Lotus',
  merchant: 'lotus-vn',
  platform: 'WEB',
  lotteryType: 'Elott',
  defaultLanguage: 'vi',
  languages: ['vi', 'en'],
} as const;

/** The whitelabel tree with its defaults: [modId, parent, enabled]. Parents come before children. */
export const demoSwitches: ReadonlyArray<readonly [string, string | null, boolean]> = [
  [featureSwitches.registration, null, true],
  [featureSwitches.mobileRegistration, featureSwitches.registration, true],
  [featureSwitches.smsRegistrationVerification, featureSwitches.mobileRegistration, true],
  [featureSwitches.mobileRegistrationWithPassword, featureSwitches.mobileRegistration, true],
  [featureSwitches.registrationCaptcha, featureSwitches.registration, true],
  [featureSwitches.login, null, true],
  [featureSwitches.verificationCodeLogin, featureSwitches.login, true],
  [featureSwitches.loginCaptcha, featureSwitches.login, false],
  [featureSwitches.freePlay, featureSwitches.login, true],
  [featureSwitches.socialLogin, featureSwitches.login, true],
  [featureSwitches.security, null, true],
  [featureSwitches.passwordExpiryForceChange, featureSwitches.security, false],
  [featureSwitches.ipVerification, featureSwitches.security, true],
  [featureSwitches.ipVerificationSms, featureSwitches.ipVerification, true],
  [featureSwitches.ipVerificationEmail, featureSwitches.ipVerification, true],
  [featureSwitches.ipVerificationPayee, featureSwitches.ipVerification, true],
  [featureSwitches.ipVerificationTotp, featureSwitches.ipVerification, true],
];

/** The registration field rules (product-notes.md): [field, patternId, acceptedPattern, min, max, required, confirmOf]. */
export const demoRegisterRules: ReadonlyArray<
  readonly [string, number, string | null, number, number, boolean, string | null]
> = [
  ['username', 1, null, 4, 16, true, null],
  ['password', 5, null, 6, 20, true, null],
  ['confirmPassword', 5, null, 6, 20, true, 'password'],
  // Real name for payouts: letters and spaces without diacritics, as banks print it.
  ['payeeName', 12, '^[A-Za-z ]+$', 2, 50, false, null],
  ['mobileNum', 6, null, 10, 10, false, null],
  ['email', 3, null, 6, 64, false, null],
  ['affiliateCode', 14, null, 4, 12, false, null],
  ['paymentPassword', 6, null, 6, 6, false, null],
  ['nickname', 0, null, 2, 20, false, null],
  ['birthday', 11, null, 10, 10, false, null],
  // The profile (migration 0012 gives existing brands the same rows).
  ['zalo', 9, null, 2, 50, false, null],
  ['whatsapp', 9, null, 2, 50, false, null],
  ['facebook', 9, null, 2, 50, false, null],
  ['telegram', 9, null, 2, 50, false, null],
  ['line', 9, null, 2, 50, false, null],
  ['wechat', 9, null, 2, 50, false, null],
  ['qq', 9, null, 2, 50, false, null],
  ['idNumber', 14, null, 6, 20, false, null],
  ['nationality', 14, '[A-Z]{2}', 2, 2, false, null],
  ['address', 0, null, 5, 200, false, null],
  ['occupation', 0, null, 2, 50, false, null],
  ['sourceOfIncome', 14, null, 2, 30, false, null],
  ['region', 0, null, 2, 50, false, null],
];

/**
 * Demo accounts (README): a plain member and an agent with the member below it. The agent's
 * invitation code is the one the README gives for trying registration.
 */
export const demoAccounts = [
  {
    username: 'demo_agent',
    password: 'Lotus2026',
    type: 1,
    nickname: 'Demo agent',
    upline: null,
    affiliateCode: 'AGENT2026',
  },
  {
    username: 'demo_member',
    password: 'Lotus2026',
    type: 0,
    nickname: 'Demo member',
    upline: 'demo_agent',
    affiliateCode: 'MEMBER2026',
  },
] as const;

/** The HOT GAMES list, in order: [code, name]; each has its card at /media/games/<code>.svg. */
export const demoHotGames: ReadonlyArray<readonly [string, string]> = [
  ['mines-gold', 'Mines Gold'],
  ['pirate-queen', 'Pirate Queen'],
  ['wild-ace', 'Wild Ace'],
  ['golden-land', 'Golden Land'],
  ['limbo', 'Limbo'],
  ['tower', 'Tower'],
  ['sweet-land', 'Sweet Land'],
  ['pappu', 'PAPPU'],
];

/**
 * The line-detection page's banners (group w_speed). The first opens the member site (its address
 * is known only at start-up); their words promise nothing, as responsible-gaming rules ask.
 */
export const demoSpeedBanners = [
  {
    imageUrl: '/media/banners/speed-1.svg',
    title: 'Lotus',
    linksToMemberSite: true,
    texts: {
      vi: {
        title: 'Lotus',
        subtitle: 'Chơi có trách nhiệm · 18+ · biết dừng đúng lúc',
        cta: 'Vào trang chủ',
      },
      en: { title: 'Lotus', subtitle: 'Play responsibly · 18+ · take breaks', cta: 'Open the site' },
    },
  },
  {
    imageUrl: '/media/banners/speed-2.svg',
    title: 'Đường truy cập nhanh',
    linksToMemberSite: false,
    texts: {
      vi: { title: 'Đường truy cập nhanh', subtitle: 'Chọn đường có độ trễ thấp nhất để vào Lotus' },
      en: { title: 'Fast lines, every time', subtitle: 'Pick the line with the lowest delay to reach Lotus' },
    },
  },
] as const;
