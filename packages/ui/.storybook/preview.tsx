import type { Decorator, Preview } from '@storybook/react-vite';

import '../src/theme/global.css.ts';
import { vars } from '../src/theme/contract.css.ts';
import { themeClassName, themeNames } from '../src/theme/theme-names.ts';
import type { ThemeName } from '../src/theme/theme-names.ts';

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.some((name) => name === value);
}

/**
 * Puts the chosen theme class on <html>, the way apps do, so portalled parts (Dialog, Toast)
 * are themed too; the wrapper repeats it so the story canvas itself is painted by the theme.
 */
const withTheme: Decorator = (Story, context) => {
  const name: ThemeName = isThemeName(context.globals.theme) ? context.globals.theme : 'dark';
  const root = document.documentElement;
  for (const other of themeNames) root.classList.remove(themeClassName(other));
  root.classList.add(themeClassName(name));
  return (
    <div className={themeClassName(name)} style={{ minHeight: '100vh', padding: vars.space.lg }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'fullscreen',
    // The theme paints the background from its tokens; Storybook's own swatches would fight it.
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
};

export default preview;
