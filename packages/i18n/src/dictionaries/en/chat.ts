/**
 * The member site's chat room. Authors appear as their masked account names ("ng***n"); the
 * limits' figures come from the contract (chatRules), so the words never drift from the server.
 */
export const chat = {
  title: 'Chat room',
  intro:
    'Talk with other members in real time. Be kind: the moderators remove messages that break the rules.',
  listLabel: 'Chat messages',
  loading: 'Loading the chat…',
  loadError: 'The chat could not be loaded.',
  empty: 'No messages yet',
  emptyHint: 'Say hello to start the conversation.',
  loadOlder: 'Show earlier messages',
  olderFailed: 'Earlier messages could not be loaded. Try again.',
  beginning: 'This is the start of the chat.',
  you: 'You',
  jumpToNewest: 'New messages: jump to the latest',
  announce: '{{author}} says: {{text}}',
  composer: {
    label: 'Your message',
    placeholder: 'Write a message…',
    send: 'Send',
    count: '{{count}} of {{max}} characters',
    rules: 'Up to {{max}} characters, one message every {{seconds}} seconds, at most {{perMinute}} a minute.',
    empty: 'Write something first.',
    tooLong: 'Too long: at most {{max}} characters. Remove {{over}}.',
    invalid: 'Write plain text on one line, without special control characters.',
    tooFast: 'Slow down: you can send again in {{seconds}} s.',
    sendFailed: 'Your message was not sent. Please try again.',
  },
  muted: {
    title: 'You are muted in the chat',
    until: 'A moderator muted you until {{until}}. You can still read the messages.',
    reason: 'Reason: {{reason}}',
  },
  guest: {
    title: 'Guests read only',
    body: 'Guest accounts can read the chat but not write in it. Register an account to join in.',
    register: 'Register',
  },
} as const;
