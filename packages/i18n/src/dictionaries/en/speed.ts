/** Words of the line-detection page only. */
export const speed = {
  title: 'Line detection',
  heading: 'Line detection',
  intro: 'Each line is measured from where you are now. Open the fastest one.',
  line: 'Line {{n}}',
  milliseconds: '{{ms}} ms',
  testing: 'Testing…',
  noAnswer: 'No answer',
  classes: { fast: 'Fast', normal: 'Normal', slow: 'Slow' },
  play: 'PLAY',
  playLine: 'Play on line {{n}} ({{domain}}), opens in a new tab',
  testAgain: 'Test again',
  noLines: 'No lines are configured yet. Please contact customer service.',
  linesFailed: 'The list of lines could not be loaded.',
  nav: {
    label: 'Help and apps',
    service: 'SERVICE',
    iosApp: 'IOS APP',
    android: 'ANDROID',
    notAvailable: 'Not available yet',
    scanToDownload: 'Scan to download: {{title}}',
  },
  service: {
    online: '7x24H online service',
    unavailable: 'Customer service is not available right now',
  },
  hotGames: {
    title: 'Hot games',
    empty: 'No hot games right now',
    failed: 'The games could not be loaded',
    play: 'Play {{name}} on the member site',
  },
  banners: {
    label: 'Promotions',
    bullet: 'Show banner {{index}}',
    slide: 'Banner {{index}} of {{slidesLength}}',
  },
} as const;
