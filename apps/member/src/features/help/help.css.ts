import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// The help centre, the beginner guide and the article text they share. Phones get one column; from
// 768 px the help centre puts its topics beside the article.

const desktop = 'screen and (min-width: 768px)';
const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export { muted, title } from '../../shell/page.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '64rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});
export const head = style({ display: 'grid', gap: vars.space.sm });
export const quickLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusVisible, '&:hover': { color: vars.color.primaryHover } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)' } },
});
/** On a phone the article comes first (it is what was asked for) and the topics follow. */
export const articleColumn = style({ minWidth: 0, '@media': { [desktop]: { order: 2 } } });
export const topicsColumn = style({ minWidth: 0, '@media': { [desktop]: { order: 1 } } });

export const topicGroup = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const topicHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const topicList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const topicLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  // A finger-sized target on phones.
  minHeight: '2.75rem',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusVisible,
    '&[aria-current="page"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
export const resultCategory = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const article = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const articleTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusVisible },
});

/** The operator's article text. */
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const stepHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  height: '2rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'block' } } });
/** Read by screen readers, not shown: the step number the badge shows. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
