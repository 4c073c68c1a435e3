import { vars } from './contract.css.ts';

/**
 * The one focus ring every interactive part uses (spread into `:focus-visible` selectors).
 * An offset outline stays visible on any fill, including the gold primary button.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
