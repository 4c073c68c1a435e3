/**
 * The member home page's banner carousel, notice line and popup announcements, and the
 * registration teaser for visitors.
 */
export const announcements = {
  banners: {
    label: 'Promotions',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slide: '{{index}} of {{total}}',
    previous: 'Previous banner',
    next: 'Next banner',
    pause: 'Pause the banners',
    play: 'Play the banners',
    goTo: 'Show banner {{index}}',
    newTab: '{{title}} (opens in a new tab)',
    loading: 'Loading the promotions…',
    failed: 'The promotions could not be loaded',
  },
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
  },
} as const;
