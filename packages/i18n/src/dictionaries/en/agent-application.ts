/** The member site's "Become an agent" page (`/agent-application`): the pitch, the form, where it stands. */
export const agentApplication = {
  title: 'Become an agent',
  lead: 'Agents bring players to {{brand}} and are paid for the team they build.',
  pitch: {
    label: 'What an agent does',
    bringTitle: 'Bring players',
    bring:
      'Invite friends and players with your own registration link and code: everyone who joins through it is in your team.',
    earnTitle: 'Earn by contract',
    earn: 'Your contract pays you a dividend, a share of your team’s net loss each period, and a salary on your team’s valid bets: daily, hourly or each lottery round.',
    centreTitle: 'Your team centre',
    centre:
      'On the agent site you see your team, its bets and deposits, your income and contracts, and open accounts for new members.',
  },
  loading: 'Loading your application…',
  loadError: 'Your application could not be loaded.',
  form: {
    title: 'Apply to become an agent',
    again: 'Apply again',
    intro:
      'Tell us how to reach you and how many players you expect to bring. We look at every application and tell you our decision in your inbox.',
    contact: 'How can we reach you?',
    contactHint: 'A phone number, your Zalo or Telegram id, or an email',
    expectedTeam: 'How many players do you expect to bring?',
    expectedTeamHint: 'A whole number, from 0 to {{max}}',
    note: 'Anything else we should know? (optional)',
    noteHint: 'Where your players come from, your experience, the best time to call',
    noteCount: '{{count}} / {{max}}',
    noteCountLabel: '{{count}} of {{max}} characters used',
    submit: 'Send my application',
    errors: {
      contactRequired: 'Tell us how to reach you',
      contactTooLong: 'Use at most {{max}} characters',
      expectedTeamRequired: 'Enter how many players you expect to bring',
      expectedTeamInvalid: 'Enter a whole number from 0 to {{max}}',
      noteTooLong: 'Write at most {{max}} characters',
      sendFailed: 'Your application could not be sent. Please try again.',
    },
  },
  pending: {
    title: 'Waiting for a decision',
    badge: 'Waiting',
    body: 'We have your application and will tell you in your inbox once it is decided.',
  },
  sent: {
    title: 'What you sent',
    sentAt: 'Sent on',
    contact: 'Contact',
    expectedTeam: 'Players you expect to bring',
    note: 'Note',
  },
  approved: {
    title: 'You are an agent',
    badge: 'Approved',
    type: 'Agent type',
    typeValue: 'Type {{type}}',
    decidedAt: 'Approved on',
  },
  agentSite:
    'Run your team on the agent site: sign in there with this same username and password. Ask customer service for its address if you do not have it.',
  alreadyAgent: {
    title: 'Your account is an agent',
  },
  rejected: {
    title: 'Your last application was not approved',
    badge: 'Not approved',
    reason: 'Reason',
    decidedAt: 'Decided on',
    again: 'You can apply again below.',
  },
} as const;
