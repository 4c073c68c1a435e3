import { lazyComponent } from '@lotus/app-shell/routing';
import type { LazyComponent } from '@lotus/app-shell/routing';
import type { PlainTranslationKey } from '@lotus/i18n';
import type { HouseLotteryCode } from './house-codes.ts';

/** A section of the house game's page: its tab's words and its panel, loaded when first opened. */
export interface HouseTab {
  id: string;
  label: PlainTranslationKey;
  panel: LazyComponent<{ game: HouseLotteryCode }>;
}

/**
 * The house game's tabs, in order. Adding a section is one entry here (its words are ready:
 * `lotteryPlay.tabs.results`, `.myBets`, `.statistics`).
 */
export const houseTabs: readonly HouseTab[] = [
  {
    id: 'bet',
    label: 'lotteryPlay.tabs.bet',
    panel: lazyComponent(() => import('./BetPanel.tsx').then((module) => module.BetPanel)),
  },
];
