import { appConfig } from '@lotus/vite-config';

export default appConfig({ devPort: 5174, apiPort: 8081 });
