/** Words every site shares: brand and app names, generic actions and states, theme and language switches. */
export const common = {
  brand: 'Lotus',
  apps: {
    member: 'Member site',
    agent: 'Agent site',
    speed: 'Line detection',
  },
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Retry',
  save: 'Save',
  confirm: 'Confirm',
  back: 'Back',
  loading: 'Loading…',
  search: 'Search',
  copy: 'Copy',
  open: 'Open',
  submit: 'Submit',
  empty: 'Nothing here yet',
  error: 'Something went wrong',
  // A call nothing answered in words (the network, a time-out, a reply without our envelope): every
  // form can show these without loading the errors namespace, which has the server's codes.
  unanswered: {
    error_network: 'Network link abnormal, please retry',
    error_page_timeout: 'Page load timed out, please check your network or contact support',
    error_system: 'System error',
    error_unknown: 'Unknown error',
  },
  // The progressive jackpot counter, on the member home page and the line-detection page.
  jackpot: {
    title: 'Progressive jackpot',
    failed: 'The jackpot could not be loaded',
  },
  // The banner carousel, on the member home page and the line-detection page.
  banners: {
    label: 'Promotions',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slide: '{{index}} of {{total}}',
    previous: 'Previous banner',
    next: 'Next banner',
    pause: 'Pause the banners',
    play: 'Play the banners',
    goTo: 'Show banner {{index}}',
    newTab: '{{title}} (opens in a new tab)',
    loading: 'Loading the promotions…',
    failed: 'The promotions could not be loaded',
  },
  // A round's result against its stake, by the one rule of @lotus/games (resultWordingOf): a payout
  // below the stake says what came back, never "you won"; the history marks rounds by netResults.
  result: {
    win: 'You won {{amount}} ({{multiplier}})',
    push: '{{multiplier}}: your {{amount}} stake is returned',
    partReturned: '{{multiplier}}: {{amount}} returned, {{lost}} lost',
    nothingReturned: 'No win this time: {{lost}} lost',
  },
  netResults: {
    win: 'Win',
    push: 'Push',
    loss: 'Loss',
  },
  theme: {
    dark: 'Dark',
    light: 'Light',
    toggle: 'Switch theme',
    switchTo: 'Switch to {{theme}} theme',
  },
  language: 'Language',
} as const;
