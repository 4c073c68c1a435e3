/** The frame every site shares: header actions, status pages, not-found and failure pages. */
export const shell = {
  skipToContent: 'Skip to content',
  siteSections: 'Site sections',
  copyright: '© {{year}} Lotus. Play responsibly: 18+ only.',
  login: 'Log in',
  logout: 'Log out',
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
