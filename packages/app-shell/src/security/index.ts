// The security centre, shared by the member and agent sites (imported from a route chunk).
import { page, title } from './security.css.ts';

export { SecurityCentre } from './SecurityCentre.tsx';

/** The page layout both security centres use around the sections. */
export const securityStyles = { page, title };
