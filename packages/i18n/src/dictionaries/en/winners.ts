/**
 * The live wins: the progressive jackpot counter (member home page and line-detection page) and the
 * winners board of the member home page.
 */
export const winners = {
  jackpot: {
    title: 'Progressive jackpot',
    failed: 'The jackpot could not be loaded',
  },
  board: {
    title: 'Big wins',
    intro: 'Real wins just paid, players’ names hidden',
    loading: 'Loading the latest wins…',
    empty: 'No big win yet',
    emptyHint: 'The next big win appears here as soon as it is paid.',
    failed: 'The latest wins could not be loaded',
    jackpot: 'Jackpot',
    jackpotOf: 'Jackpot · {{game}}',
    entry: '{{player}} won {{prize}} on {{game}}',
  },
} as const;
