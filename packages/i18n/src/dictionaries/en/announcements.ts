/**
 * The member home page's banner carousel, notice line and popup announcements, and the
 * registration teaser for visitors.
 */
export const announcements = {
  notice: {
    label: 'Notices',
    pause: 'Pause the notices',
    play: 'Play the notices',
    all: 'All notices',
    listTitle: 'Notices',
    close: 'Close',
    failed: 'The notices could not be loaded',
  },
  popup: {
    counter: '{{index}} of {{total}}',
    next: 'Next',
    close: 'Close',
    closeLabel: 'Close the announcement',
  },
  teaser: {
    title: 'New to {{brand}}?',
    text: 'Open an account in a minute. Welcome rewards are announced on this page with their real amount and rules.',
    action: 'Register',
    bonusTitle: 'New to {{brand}}? {{amount}} to welcome you',
    bonusText:
      'Open an account in a minute and claim a {{amount}} welcome bonus in Promotions; its rules and turnover are on its page.',
  },
} as const;
