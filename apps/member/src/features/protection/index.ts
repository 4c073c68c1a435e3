// What other places use of the protection feature: the reality-check reminder, which routes.tsx
// hands to the layout. The responsible-gaming page is loaded by routes.tsx from its file.
export { RealityCheckReminder } from './RealityCheckReminder.tsx';
