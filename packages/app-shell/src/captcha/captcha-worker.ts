// A Web Worker that tries counters for a captcha challenge off the page's thread (altcha-lib's own
// worker loop, with the browser's native PBKDF2): the page stays responsive while it works.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
