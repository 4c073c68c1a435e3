import { appConfig } from '@lotus/vite-config';

export default appConfig({ devPort: 5173, apiPort: 8080 });
