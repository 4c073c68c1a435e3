/** Words of the agent site only. */
export const agent = {
  title: 'Lotus Agent',
  login: {
    title: 'Sign in to the agent centre',
  },
  overview: {
    title: 'Agent centre',
    empty: 'Your team, transfers and contracts will appear here.',
  },
  nav: {
    label: 'Agent centre sections',
    overview: 'Overview',
    security: 'Security',
  },
} as const;
