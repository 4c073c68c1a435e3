// What other places use of the account feature. Its pages are loaded by routes.tsx from their files.
export { AccountNav } from './AccountNav.tsx';
