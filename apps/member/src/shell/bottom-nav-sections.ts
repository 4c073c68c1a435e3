/** The bottom bar's sections: where each goes and the addresses that count as being in it. */
export interface BottomNavSection {
  id: 'home' | 'games' | 'lottery' | 'deposit' | 'account';
  to: string;
  /** Path prefixes of the section's pages (the home page is itself alone). */
  under: readonly string[];
}

export const bottomNavSections: readonly BottomNavSection[] = [
  { id: 'home', to: '/', under: [] },
  { id: 'games', to: '/games/slots', under: ['/games', '/rng', '/game/', '/play/', '/originals'] },
  { id: 'lottery', to: '/lottery', under: ['/lottery', '/vnlottery'] },
  { id: 'deposit', to: '/deposit', under: ['/deposit'] },
  {
    id: 'account',
    to: '/account/profile',
    under: [
      '/account',
      '/wallet',
      '/withdraw',
      '/bank-accounts',
      '/withdrawals/',
      '/betting-record',
      '/profit-loss',
      '/game-history',
      '/inbox',
      '/bonus-details',
      '/points',
      '/points-mall',
      '/referral',
      '/rewards',
    ],
  },
];

/** The section the reader is in, if any: the home page only at `/`, the others by prefix. */
export function currentSection(pathname: string): BottomNavSection['id'] | undefined {
  if (pathname === '/') return 'home';
  return bottomNavSections.find((section) =>
    section.under.some(
      (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    ),
  )?.id;
}
