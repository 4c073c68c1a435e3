import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// SiteFrame's own breakpoint: below it the header has no room for more than its switches and sign-out.
const desktop = 'screen and (min-width: 768px)';

/** The sections beside the page on a desktop; above it on a phone. */
export const workspace = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: '12rem minmax(0, 1fr)', gap: vars.space.xl } },
});

export const side = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  '@media': { [desktop]: { position: 'sticky', top: '6rem', alignSelf: 'start' } },
});

export const content = style({ minWidth: 0 });

/** The sections' links: a column on a desktop, a row that scrolls sideways on a phone. */
export const nav = style({
  display: 'flex',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  overflowX: 'auto',
  maxWidth: '100%',
  paddingBottom: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [desktop]: {
      flexDirection: 'column',
      overflowX: 'visible',
      paddingBottom: 0,
      borderBottom: 'none',
      fontSize: vars.fontSize.md,
    },
  },
});

globalStyle(`${nav} a`, {
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

globalStyle(`${nav} a:hover`, { color: vars.color.text, background: vars.color.surface });

globalStyle(`${nav} a[aria-current="page"]`, {
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceSunken,
});

/** Who is signed in: the name, then the role. */
export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [desktop]: { padding: `0 ${vars.space.sm}` } },
});

export const name = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});
