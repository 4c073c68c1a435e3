export const security = {
  sessions: 'Signed in on',
  thisDevice: 'This device',
  endSession: 'Sign out there',
  unknownDevice: 'Unknown device',
  // A device as the server names it from its user agent: the browser, the system, or both.
  device: '{{browser}} on {{os}}',
  deviceBrowser: '{{browser}}',
  deviceSystem: 'A browser on {{os}}',
  seen: 'Last active {{time}} · {{ip}}',
  recentLogins: 'Recent logins',
  loginOk: 'Signed in',
  loginFailed: 'Failed attempt',
} as const;
