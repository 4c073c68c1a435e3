/** Words of the member site only (the player site): its home and what only it says. */
export const member = {
  home: {
    title: 'Welcome to {{brand}}',
    lead: 'Casino, slots, sports, lottery and mini games in one place. Log in to play.',
  },
  // Signed in: the header's money and the home's welcome (loaded with the signed-in pieces only).
  header: {
    balance: 'Balance',
    balanceLoading: 'Loading balance',
    balanceFailed: 'Balance unavailable',
    deposit: 'Deposit',
  },
  playMoney: {
    badge: 'Play money',
    label: 'Play money balance',
    topUp: 'Top up play money',
    topUpShort: 'Top up',
    toppedUp: 'Play money topped up',
    topUpFailed: 'Play money could not be topped up',
    note: 'Free play uses play money: it is not real money and cannot be deposited, withdrawn or transferred.',
    unavailableTitle: 'Not available in free play',
    unavailable:
      'Free play uses play money only: deposits, withdrawals, transfers and bank cards need a real account.',
    register: 'Register an account',
  },
  menu: {
    account: 'My account',
    wallet: 'Wallet',
    withdraw: 'Withdraw',
    bettingRecord: 'Betting record',
    security: 'Security',
    inbox: 'Inbox',
    pointsMall: 'Points mall',
    promotions: 'Promotions',
    rewards: 'Reward centre',
    referral: 'Invite friends',
    vip: 'VIP club',
    rebate: 'Rebate',
    luckyDraws: 'Prize wheel & lucky draws',
  },
  welcome: {
    greeting: 'Hello, {{name}}',
    balance: 'Your balance',
    depositFirst: 'Your balance is empty: deposit to start playing.',
    keepPlaying: 'Pick up where you left off, or find a new game.',
    deposit: 'Deposit',
    browseGames: 'Browse games',
    recent: 'Played recently',
    recentEmpty: 'The games you play will show here.',
    recentFailed: 'Could not load your recent games.',
  },
  game: {
    loginToPlay: 'Log in to play this game.',
  },
  infoPopup: {
    title: 'For agent accounts',
    body: 'This account manages a team: please use the agent site for this.',
  },
} as const;
