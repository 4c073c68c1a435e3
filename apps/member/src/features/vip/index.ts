// Pages are loaded by routes.tsx from their files. What another feature needs of this one is here.
export { formatRate } from './vip-rules.ts';
