/** Words of the agent site only. */
export const agent = {
  title: 'Lotus Agent',
  login: {
    title: 'Sign in to the agent centre',
  },
  nav: {
    label: 'Agent centre sections',
    overview: 'Overview',
    team: 'Team',
    openAccount: 'Open account',
    links: 'Links',
    contracts: 'Contracts',
    income: 'My income',
    transfers: 'Transfers',
    teamBets: 'Team bets',
    teamTransactions: 'Transactions',
    profitLoss: 'Profit & loss',
    security: 'Security',
    signedInAs: 'Signed in as {{account}}',
  },
} as const;
