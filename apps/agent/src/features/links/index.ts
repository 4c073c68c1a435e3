// The links page is loaded by routes.tsx from its file. The choice between a member and an agent
// is also the open-account page's.
export { KindChoice } from './KindChoice.tsx';
export type { AccountKind } from './KindChoice.tsx';
