import { startAfterPaint } from '@lotus/app-shell/boot';

// index.html's script: the site's code runs after the frame's first paint (decision 0016).
startAfterPaint(() => import('./main.tsx'));
