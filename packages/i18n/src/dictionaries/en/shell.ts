/** The frame every site shares: header actions, status pages, not-found and failure pages. */
export const shell = {
  skipToContent: 'Skip to content',
  siteSections: 'Site sections',
  copyright: '© {{year}} Lotus. Play responsibly: 18+ only.',
  login: 'Log in',
  logout: 'Log out',
  // The header's words, in the namespace every page loads: a visitor's first page needs no other.
  nav: {
    promotions: 'Promotions',
    winners: 'Winners',
    leaderboard: 'Leaderboard',
    help: 'Help',
    chat: 'Chat',
  },
  register: 'Register',
  // A phone's bottom bar and one-row header (every page shows them, signed in or not).
  bottomNav: {
    label: 'Main sections',
    home: 'Home',
    games: 'Games',
    lottery: 'Lottery',
    deposit: 'Deposit',
    account: 'Account',
  },
  menu: { open: 'Menu', title: 'Menu' },
  account: 'My profile',
  service: {
    label: 'Customer service',
    short: 'Support',
    choose: 'Choose how to reach customer service',
    unavailable: 'Customer service is not available right now. Please try again later.',
  },
  pageFailed: 'This page could not be loaded. Check your connection and try again.',
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
    home: 'Go to the home page',
  },
  maintenance: {
    title: 'Down for maintenance',
    body: 'We are upgrading the site to serve you better. Please come back shortly.',
    until: 'Expected back: {{time}}',
  },
  region: {
    title: 'Not available in your region',
    body: 'Our service is not offered in your country or region. If you think this is a mistake, contact customer service.',
  },
} as const;
