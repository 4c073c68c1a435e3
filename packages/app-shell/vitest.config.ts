import { appConfig } from '@lotus/vite-config';

export default appConfig({ devPort: 5179, apiPort: 8080 });
