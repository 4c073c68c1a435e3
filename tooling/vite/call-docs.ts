import type { Plugin } from 'vite';

/** A contract module's entry: its calls' declarations (`packages/contract/src/<module>/index.ts`). */
const declarationsModule = /\/packages\/contract\/src\/[^/]+\/index\.ts$/;

/** `summary: '…',` (one string, as Prettier writes it) and `errors: […],` or `errors: someList,`. */
const summaryField = /\n[ \t]*summary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),/g;
const errorsField = /\n[ \t]*errors:\s*(?:\[[^\]]*\]|[A-Za-z_$][\w$]*),/g;

/**
 * The calls' OpenAPI text (summary and error list) is the server's reference: a page needs a
 * declaration's method, path and flags only. This leaves that text out of the web builds, so a page
 * carries no more than it uses (decision 0009).
 */
export function withoutCallDocs(): Plugin {
  return {
    name: 'lotus-without-call-docs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!declarationsModule.test(id.split('?')[0] ?? id)) return null;
      return { code: code.replace(summaryField, '').replace(errorsField, ''), map: null };
    },
  };
}
