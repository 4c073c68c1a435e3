export { sha256 } from './fair/sha256.ts';
export { hmacSha256 } from './fair/hmac-sha256.ts';
export { fairBytes, fairFloats, floatSourceOf, hashServerSeed } from './fair/fair-random.ts';
export type { FairSeed, FloatSource } from './fair/fair-random.ts';
export { simulationFloats } from './fair/simulation-random.ts';
export { MULTIPLIER_SCALE, payoutOf } from './payout.ts';
export type { Multiplier } from './payout.ts';
export { netResultOf, resultWordingOf } from './round-result.ts';
export type { NetResult, ResultWording } from './round-result.ts';
export {
  DICE_MAX_ROLL,
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_ROLL_VALUES,
  DICE_RTP,
  diceMultiplier,
  diceWinningRolls,
  playDice,
  rollDice,
} from './games/dice.ts';
export type { DiceDirection, DiceOutcome, DiceParams } from './games/dice.ts';
export {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  LIMBO_RTP,
  LIMBO_TARGET_STEP,
  assertLimboParams,
  playLimbo,
} from './games/limbo.ts';
export type { LimboOutcome, LimboParams } from './games/limbo.ts';
export {
  CRASH_CASH_OUT_STEP,
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  CRASH_RTP,
  assertCrashParams,
  cashOutMultiplierAt,
  crashPointOf,
  elapsedMsFor,
  playCrash,
  settleCrashCashOut,
} from './games/crash.ts';
export type { CrashOutcome, CrashParams, CrashSettlement } from './games/crash.ts';
export { paretoMultiplierOf, paretoReachProbability } from './games/pareto-multiplier.ts';
export { measureRtp } from './simulation/measure-rtp.ts';
export type { RtpMeasurement } from './simulation/measure-rtp.ts';
export { winOrLoseRtp } from './simulation/win-or-lose-rtp.ts';
export type { ExpectedRtp } from './simulation/win-or-lose-rtp.ts';
export {
  MINES_GRID_SIZE,
  MINES_MAX_MINES,
  MINES_MIN_MINES,
  MINES_RTP,
  MINES_TILE_COUNT,
  assertMineCount,
  assertMinesTile,
} from './games/mines-rules.ts';
export { itemsOfMask, shufflePrefixMask } from './games/shuffle-prefix.ts';
export { drawMineTiles } from './games/mines-layout.ts';
export { minesMultiplier } from './games/mines-multiplier.ts';
export {
  cashOutMines,
  minesRoundMultiplier,
  minesRoundPayout,
  revealMinesTile,
  startMinesRound,
} from './games/mines-round.ts';
export type { MinesRound, MinesStatus } from './games/mines-round.ts';
export {
  TOWER_DIFFICULTIES,
  TOWER_DIFFICULTY_NAMES,
  TOWER_LEVELS,
  TOWER_RTP,
  assertTowerColumn,
  assertTowerDifficulty,
} from './games/tower-rules.ts';
export type { TowerDifficulty } from './games/tower-rules.ts';
export { drawTowerTrapMasks, towerTrapColumns } from './games/tower-layout.ts';
export { towerMultiplier } from './games/tower-multiplier.ts';
export {
  cashOutTower,
  climbTower,
  startTowerRound,
  towerRoundMultiplier,
  towerRoundPayout,
} from './games/tower-round.ts';
export type { TowerRound, TowerStatus } from './games/tower-round.ts';
export { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, assertPlinkoParams } from './games/plinko-rules.ts';
export type { PlinkoParams, PlinkoRisk, PlinkoRows } from './games/plinko-rules.ts';
export { PLINKO_PAY_TABLES_IN_TENTHS } from './games/plinko-pay-tables.ts';
export { plinkoMultipliers } from './games/plinko-multipliers.ts';
export { PLINKO_RTP, plinkoRtp } from './games/plinko-rtp.ts';
export { playPlinko } from './games/plinko-drop.ts';
export type { PlinkoBounce, PlinkoOutcome } from './games/plinko-drop.ts';
export {
  layoutOf,
  lotteryRegions,
  northLayout,
  numbersOnBoard,
  southernLayout,
} from './lottery/prize-layouts.ts';
export type { LotteryRegion, PrizeLayout, PrizeName, PrizeTier } from './lottery/prize-layouts.ts';
export { boardNumbers, boardShapeProblems, lastDigits } from './lottery/board.ts';
export type { BoardNumber, BoardShapeProblem, LotteryBoard } from './lottery/board.ts';
export {
  VIETNAM_UTC_OFFSET_MINUTES,
  lotteryStations,
  regionalDrawInstant,
  regionalDrawTimes,
  stationsDrawingOn,
  weekdayOf,
} from './lottery/stations.ts';
export type { LotteryStation } from './lottery/stations.ts';
export {
  betTypeOffered,
  comparedValues,
  isLotteryBetTypeCode,
  loCountOf,
  lotteryBetTypeCodes,
  lotteryBetTypes,
} from './lottery/bet-types.ts';
export type { BetRule, LotteryBetType, LotteryBetTypeCode } from './lottery/bet-types.ts';
export { betProblems } from './lottery/bet.ts';
export type { LotteryBet, LotteryBetProblem } from './lottery/bet.ts';
export { defaultOddsTables, oddsOf, oddsRegionGroupOf, prizeModes, stakeOf } from './lottery/odds.ts';
export type { BetOdds, OddsEntry, OddsRegionGroup, OddsTable, PrizeMode } from './lottery/odds.ts';
export { maxWinningsOf, settleBet } from './lottery/settle.ts';
export type { BetSettlement } from './lottery/settle.ts';
export { parseBetCode } from './lottery/bet-code.ts';
export type {
  BetCodeError,
  BetCodeErrorCode,
  BetCodeOptions,
  ParsedBet,
  ParsedSlip,
} from './lottery/bet-code.ts';
export { fastDrawBoard, fastDrawSeedHash, verifyFastDraw } from './lottery/fast-draw.ts';
export { headsAndTailsOf, loNumbersOf } from './lottery/heads-tails.ts';
export type { HeadsAndTails } from './lottery/heads-tails.ts';
export { coldestNumbers, hottestNumbers, loNumbers, numberStatisticsOf } from './lottery/statistics.ts';
export type { LotteryNumberStatistic } from './lottery/statistics.ts';
export { fastDrawById, fastDrawIntervals, fastDrawOpenAt } from './lottery/fast-draw-schedule.ts';
export type { FastDraw, FastDrawInterval } from './lottery/fast-draw-schedule.ts';
