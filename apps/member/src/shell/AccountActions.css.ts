import { style } from '@vanilla-extract/css';

// Phones keep one action in the header; the login modal links to registration.
export const wideOnly = style({ '@media': { 'screen and (max-width: 599px)': { display: 'none' } } });
export const account = style({
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minWidth: 0,
});
export const avatar = style({ width: '1.75rem', height: '1.75rem', borderRadius: '50%', flexShrink: 0 });
