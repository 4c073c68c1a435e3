/**
 * The live wins: the winners board of the member home page, the winners list page and the
 * leaderboard (the jackpot counter's words are common's: the line-detection page shows it too).
 */
export const winners = {
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
    seeAll: 'See all winners',
    leaderboard: 'Today’s biggest wins',
  },
  list: {
    title: 'Winners',
    intro: 'Every big win paid on the site, newest first. Only real wins, players’ names hidden.',
    caption: 'Big wins, newest first',
    empty: 'No big win yet',
    emptyHint: 'The next big win appears here as soon as it is paid.',
    loadError: 'The wins could not be loaded',
    newWins: 'New wins have been paid: show the newest',
    toLeaderboard: 'Today’s and this week’s biggest wins',
    pager: {
      label: 'Pages of wins',
      previous: 'Newer',
      next: 'Older',
      pageOf: 'Page {{page}} of {{pages}}',
    },
  },
  leaderboard: {
    title: 'Leaderboard',
    intro:
      'The biggest single wins of today and of this week (from Monday). Only real wins, players’ names hidden.',
    periods: 'Period',
    day: 'Today',
    week: 'This week',
    since: 'Since {{time}}',
    caption: 'Biggest wins, biggest first',
    loading: 'Loading the leaderboard…',
    emptyDay: 'No big win today yet',
    emptyWeek: 'No big win this week yet',
    emptyHint: 'The biggest wins appear here as soon as they are paid.',
    failed: 'The leaderboard could not be loaded',
    rank: 'No. {{rank}}',
    entry: 'No. {{rank}}: {{player}} won {{prize}} on {{game}}',
    toWinners: 'See all wins',
  },
} as const;
