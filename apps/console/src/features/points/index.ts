// Its pages are loaded by routes.tsx from their files. What another place needs of it is exported
// here, and only here: money as the operator types it, which the reward screens read the same way.
export { fromMinorUnits, toMinorUnits } from './points-money.ts';
