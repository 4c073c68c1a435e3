import { startAfterPaint } from '@lotus/app-shell/boot';

// index.html's script: the site's code runs after the frame's first paint (decision 0016), React
// evaluated in a task before the site's own modules.
startAfterPaint(
  () => import('react-dom/client'),
  () => import('./main.tsx'),
);
