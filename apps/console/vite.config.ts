import { appConfig } from '@lotus/vite-config';

// The operator console talks to the operator listener (OPERATOR_PORT, 8083 by default).
export default appConfig({ devPort: 5176, apiPort: 8083 });
