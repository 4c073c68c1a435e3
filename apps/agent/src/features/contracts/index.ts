// The contracts page is loaded by routes.tsx from its file. The income page reads rates, the
// contracts (to name a payout's) and the figure lists' styles through here.
import * as figureStyles from './figures.css.ts';

export { figureStyles };
export { formatPpmUnits, formatRate } from './contract-figures.ts';
export { contractsQueryKey, fetchContracts } from './contracts-queries.ts';
