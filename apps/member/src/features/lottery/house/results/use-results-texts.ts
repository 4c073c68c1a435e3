import { useT } from '@lotus/i18n';
import type { PagerTexts } from '../../../../components/Pager.tsx';

/** The pager's words, shared by the panels' paged lists. */
export function usePagerTexts(): PagerTexts {
  const { t } = useT('lotteryResults');
  return {
    label: t('lotteryResults.pager.label'),
    previous: t('lotteryResults.pager.previous'),
    next: t('lotteryResults.pager.next'),
    pageOf: (page, pages) => t('lotteryResults.pager.pageOf', { page, pages }),
  };
}
