import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { cell } from '../../components/card-table.css.ts';

// The page's heading and the table that turns into cards on a phone are the agent site's own.
export {
  header,
  link,
  listHeader,
  muted,
  page,
  refreshing,
  title,
  visuallyHidden,
} from '../../components/page.css.ts';
export {
  body,
  cell,
  cellLabel,
  dateCell,
  headCell,
  headRow,
  numericCell,
  numericHead,
  row,
  table,
} from '../../components/card-table.css.ts';

const desktop = 'screen and (min-width: 768px)';
const phone = 'screen and (max-width: 767.98px)';
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

// ---- The trail: the agent down to the member whose team is listed ----

export const trail = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const trailStep = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const trailSeparator = style({ color: vars.color.textMuted });
export const trailCurrent = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

// ---- The filters ----

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(16rem, 26rem) minmax(10rem, 14rem) auto',
      justifyContent: 'start',
      gap: vars.space.md,
    },
  },
});
/** The search box and its button side by side, at every width. */
export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

// ---- The list ----

export const listTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** On a desktop the table stands in a frame of its own, which scrolls sideways if it must. */
export const tableFrame = style({
  minWidth: 0,
  '@media': {
    [desktop]: {
      overflowX: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
  ':focus-visible': focusRing,
});
/** The account: the card's title on a phone, across its width. */
export const accountCell = style([
  cell,
  {
    textAlign: 'start',
    fontWeight: vars.fontWeight.regular,
    '@media': {
      [phone]: {
        gridColumn: '1 / -1',
        paddingBottom: vars.space.sm,
        borderBottom: `1px solid ${vars.color.border}`,
      },
    },
  },
]);
/** A username stays whole on a desktop (the table scrolls sideways if it must); a phone breaks it. */
export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { whiteSpace: 'nowrap', overflowWrap: 'normal' } },
});
export const nickname = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
globalStyle(`${accountCell} > ${nickname}`, { display: 'block' });

// ---- Loading ----

export const skeleton = style({ display: 'grid', gap: vars.space.sm });
