/**
 * The brand's currency where an answer does not name it: an application's amounts (a reviewer may
 * not hold rewards.manage to read the promotions, which name it), and a first promotion's form
 * before any promotion does. The brand's currency is đồng; another brand needs the answers to
 * name theirs.
 */
export const defaultCurrency = 'VND';
