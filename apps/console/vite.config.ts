import { appConfig } from '@lotus/vite-config';

// The operator console talks to the operator listener (OPERATOR_PORT, 8083 by default).
// Its tests stay isolated file by file: sharing a worker, the first test of a file that follows
// App.test.tsx at times waits forever on the page skeleton (every chunk and dictionary loaded;
// cause not found yet). Its 7 files cost about 30 s isolated.
export default appConfig({ devPort: 5176, apiPort: 8083, isolateEveryTestFile: true });
