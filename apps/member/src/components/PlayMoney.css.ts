import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The label never wraps, so a balance and its "play money" stay one line. */
export const badge = style({ whiteSpace: 'nowrap' });

export const notice = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const noticeText = style({ margin: 0, color: vars.color.textMuted });
export const noticeAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The notice's second action (the play-money top-up): outlined beside the filled registration. */
export const noticeSecondary = style([
  noticeAction,
  {
    border: `1px solid ${vars.color.primary}`,
    background: 'transparent',
    color: vars.color.primary,
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceRaised } },
  },
]);
export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', marginInline: 'auto' });
