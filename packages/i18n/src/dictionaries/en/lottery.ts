/** The lottery pages: /lottery (the lottery lobby) and /vnlottery (the Vietnamese regional lotteries). */
export const lottery = {
  title: 'Lottery',
  intro: 'Choose a lottery: it opens on this page.',
  vnTitle: 'Vietnamese lottery',
  vnIntro: 'The regional draws of the north, the centre and the south: choose one and it opens on this page.',
  gamesLabel: 'Lotteries',
  loading: 'Loading the lotteries…',
  loadFailed: 'The lotteries could not be loaded',
  empty: 'No lotteries right now',
  emptyHint: 'Come back later, or play another kind of game.',
  loginToPlay: 'Log in to play {{name}}',
  loginHint: 'The lotteries are played with your balance, so they need your account.',
  opening: 'Opening {{name}}…',
  launchFailed: 'The lottery could not be opened',
  unavailable: 'This lottery is not available right now',
  unavailableHint: 'Choose another lottery, or come back later.',
} as const;
