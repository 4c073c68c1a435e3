export const security = {
  sessions: 'Signed in on',
  thisDevice: 'This device',
  endSession: 'Sign out there',
  unknownDevice: 'Unknown device',
  seen: 'Last active {{time}} · {{ip}}',
  recentLogins: 'Recent logins',
  loginOk: 'Signed in',
  loginFailed: 'Failed attempt',
} as const;
