import { lotusLint } from './tooling/eslint/index.js';

export default lotusLint;
