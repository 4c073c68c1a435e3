import { lotteryPage, vnLotteryPage } from './lottery-pages.ts';
import { LotteryLobby } from './LotteryLobby.tsx';

/** `/lottery?gameCode=&playType=`: the lottery lobby of every lottery account type but TCG_LOTTO_VN. */
export function LotteryPage() {
  return <LotteryLobby page={lotteryPage} />;
}

/** `/vnlottery?code=`: the Vietnamese regional lotteries (TCG_LOTTO_VN). */
export function VnLotteryPage() {
  return <LotteryLobby page={vnLotteryPage} />;
}
