import { appConfig } from '@lotus/vite-config';

export default appConfig({ devPort: 5175, apiPort: 8082, siteStart: 'src/main.tsx' });
