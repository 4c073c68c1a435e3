/**
 * The site's pages (/terms, /privacy, the text of /responsible-gaming) and the member site's footer.
 * The pages' titles and bodies, and the licence text, are the operator's words, not texts here.
 */
export const sitePages = {
  loadError: 'This page could not be loaded.',
  missing: 'This page has not been written yet',
  missingHint: 'The help centre can answer your questions in the meantime.',
  toHelp: 'Open the help centre',
  updated: 'Last updated {{date}}',
  toolsTitle: 'Your tools',
  footer: {
    label: 'Site information',
    adultsOnly: '18+',
    adultsOnlyText: 'Only for people aged 18 or over. Please play responsibly.',
    links: 'About',
    responsibleGaming: 'Responsible gaming',
    help: 'Help centre',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    paymentMethods: 'Payment methods',
    copyright: '© {{year}} {{brand}}. All rights reserved.',
    badge: {
      bank_transfer: 'Bank transfer',
      vietqr: 'VietQR',
      momo: 'MoMo',
      zalopay: 'ZaloPay',
      viettelpay: 'Viettel Money',
      visa: 'Visa',
      mastercard: 'Mastercard',
      usdt: 'USDT',
    },
  },
};
