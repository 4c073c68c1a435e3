import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded pages are transformed on first import; on a busy 2-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals, testing-library cannot unmount by itself between tests.
afterEach(cleanup);
