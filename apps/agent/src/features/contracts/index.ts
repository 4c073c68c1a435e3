// The contracts page is loaded by routes.tsx from its file. The income page reads rates, the
// contracts (to name a payout's) and the pages' frame and figure styles through here.
import * as pageStyles from './page.css.ts';

export { pageStyles };
export { formatPpmUnits, formatRate } from './contract-figures.ts';
export { contractsQueryKey, fetchContracts } from './contracts-queries.ts';
