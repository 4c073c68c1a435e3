/** Words of the agent site's "open account": its own namespace, so the login page does not load them. */
export const agentOpenAccount = {
  title: 'Open an account',
  lead: 'Open an account directly below you for someone you bring in. Give them the username and the first password: they choose their own password at their first login.',
  kind: {
    legend: 'Account type',
    member: 'Member',
    memberHint: 'Plays under you.',
    agent: 'Agent',
    agentHint: 'Builds a team of their own under you.',
  },
  username: 'Username',
  password: 'First password',
  confirmPassword: 'Confirm the first password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Open account',
  done: {
    title: 'Account opened',
    account: 'Username',
    type: 'Type',
    member: 'Member',
    agent: 'Agent',
    firstLogin: 'They choose their own password at their first login.',
    offer: 'Offer a contract',
    offerHint: 'An agent earns by contract: offer one now, or later under Contracts.',
    another: 'Open another account',
  },
} as const;
