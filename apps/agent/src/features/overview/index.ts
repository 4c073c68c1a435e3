// The overview's page is loaded by routes.tsx from its file. What another place needs of it is
// exported here, and only here: the period picker and its address, and the day and sign helpers
// (the team reports pick their days the same way).
export { PeriodPicker } from './PeriodPicker.tsx';
export type { DayRange, OverviewPeriod, OverviewPreset } from './overview-period.ts';
export { periodParams, rangeProblem, readPeriod, todayIn } from './overview-period.ts';
export type { NetLossSign } from './overview-format.ts';
export { formatAxisDay, formatRange, netLossSign } from './overview-format.ts';
