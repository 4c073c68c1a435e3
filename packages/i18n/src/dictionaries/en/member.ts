/** Words of the member site only (the player site): its home and what only it says. */
export const member = {
  home: {
    title: 'Welcome to {{brand}}',
    lead: 'Casino, slots, sports, lottery and mini games in one place. Log in to play.',
  },
  game: {
    loginToPlay: 'Log in to play this game.',
  },
  infoPopup: {
    title: 'For agent accounts',
    body: 'This account manages a team: please use the agent site for this.',
  },
} as const;
