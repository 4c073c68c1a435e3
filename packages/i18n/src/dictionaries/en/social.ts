/** Social login (Google, Facebook) and the linked accounts of the profile. */
export const social = {
  continueWith: 'Or continue with',
  ageNotice:
    'A new account made this way is for people 18 or older who accept the terms of service and the privacy policy.',
  linkedTitle: 'Linked social accounts',
  linkedIntro: 'Log in with a linked account instead of your password.',
  link: 'Link',
  unlink: 'Unlink',
  notLinked: 'Not linked',
  linkedAs: 'Linked {{date}} · {{who}}',
  linked: '{{provider}} is linked.',
  unlinked: '{{provider}} is unlinked.',
} as const;
