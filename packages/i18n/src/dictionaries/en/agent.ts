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
    security: 'Security',
  },
} as const;
