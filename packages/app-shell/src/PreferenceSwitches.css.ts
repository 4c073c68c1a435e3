import { style } from '@vanilla-extract/css';

// As wide as its longest offered name ("Tiếng Việt" with the chevron), never cut: the menu offers
// only the brand's few languages, so the widest is short.
export const languageSelect = style({
  width: 'max-content',
  maxWidth: '100%',
  flexShrink: 0,
});
