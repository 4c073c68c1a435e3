// What other places use of the protection feature: the reality-check reminder, which routes.tsx
// loads lazily from its file (once a member is signed in) and hands to the layout, like the
// responsible-gaming page.
export { RealityCheckReminder } from './RealityCheckReminder.tsx';
