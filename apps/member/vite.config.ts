import { appConfig } from '@lotus/vite-config';
import { mergeConfig } from 'vite';
import { memberPwa } from './pwa/pwa-plugin.ts';

// The shared app config, plus the member site's Progressive Web App (production builds only).
export default mergeConfig(appConfig({ devPort: 5173, apiPort: 8080, siteStart: 'src/main.tsx' }), {
  plugins: [
    memberPwa({
      name: 'Lotus',
      shortName: 'Lotus',
      description: 'Lotus: casino, slots, sports, lottery and mini games.',
      themeColor: '#0b0f1a',
      backgroundColor: '#0b0f1a',
      lang: 'vi',
    }),
  ],
});
