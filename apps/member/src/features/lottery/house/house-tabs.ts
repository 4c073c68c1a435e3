import { lazyComponent } from '@lotus/app-shell/routing';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { LazyComponent } from '@lotus/app-shell/routing';
import type { PlainTranslationKey } from '@lotus/i18n';
import type { HouseLotteryCode } from './house-codes.ts';

/** A results-side panel (it names its game `gameCode`) as a tab's panel. */
function forGame(Panel: ComponentType<{ gameCode: HouseLotteryCode }>) {
  return function GamePanel(props: { game: HouseLotteryCode }) {
    return createElement(Panel, { gameCode: props.game });
  };
}

/** A section of the house game's page: its tab's words and its panel, loaded when first opened. */
export interface HouseTab {
  id: string;
  label: PlainTranslationKey;
  panel: LazyComponent<{ game: HouseLotteryCode }>;
}

/**
 * The house game's tabs, in order: bet, results by date, my bets, number statistics. Adding a
 * section is one entry here.
 */
export const houseTabs: readonly HouseTab[] = [
  {
    id: 'bet',
    label: 'lotteryPlay.tabs.bet',
    panel: lazyComponent(() => import('./BetPanel.tsx').then((module) => module.BetPanel)),
  },
  {
    id: 'results',
    label: 'lotteryPlay.tabs.results',
    panel: lazyComponent(() =>
      import('./results/ResultsPanel.tsx').then((module) => forGame(module.ResultsPanel)),
    ),
  },
  {
    id: 'my-bets',
    label: 'lotteryPlay.tabs.myBets',
    panel: lazyComponent(() =>
      import('./results/MyBetsPanel.tsx').then((module) => forGame(module.MyBetsPanel)),
    ),
  },
  {
    id: 'statistics',
    label: 'lotteryPlay.tabs.statistics',
    panel: lazyComponent(() =>
      import('./results/StatisticsPanel.tsx').then((module) => forGame(module.StatisticsPanel)),
    ),
  },
];
