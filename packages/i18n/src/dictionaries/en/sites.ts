/** Words of one site each: the member site, the agent site, the line-detection page. */
export const member = {
  home: {
    title: 'Welcome to {{brand}}',
    lead: 'Casino, slots, sports, lottery and mini games in one place. Log in to play.',
  },
} as const;

export const agent = {
  title: 'Lotus Agent',
  login: {
    title: 'Sign in to the agent centre',
  },
  overview: {
    title: 'Agent centre',
    empty: 'Your team, transfers and contracts will appear here.',
  },
} as const;

export const speed = {
  title: 'Line detection',
  empty: 'The lines will be measured here.',
} as const;
