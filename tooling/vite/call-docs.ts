import type { Plugin } from 'vite';

/** A contract module's entry: its calls' declarations (`packages/contract/src/<module>/index.ts`). */
const declarationsModule = /\/packages\/contract\/src\/[^/]+\/index\.ts$/;

/** One string literal as Prettier writes it, or a name (`tag: operatorContentTag`). */
const stringOrName = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|[A-Za-z_$][\w$]*)`;

/**
 * The fields of a declaration only the server reads: the OpenAPI text (summary, error list, tag),
 * who may call (scope, permission: the server checks them), the server's flags, and the schema
 * picker when it fits on one line (the schemas are the server's; a page never validates with them).
 */
const serverOnlyFields = [
  new RegExp(String.raw`\n[ \t]*(?:summary|tag|scope|permission):\s*${stringOrName},`, 'g'),
  /\n[ \t]*errors:\s*(?:\[[^\]]*\]|[A-Za-z_$][\w$]*),/g,
  /\n[ \t]*(?:closedInMaintenance|duringPasswordChange|noStore|bare):\s*(?:true|false),/g,
  /\n[ \t]*schemas:\s*\(\w*\)\s*=>\s*\([^\n]*\),(?=\n)/g,
];

/**
 * The module's loader of its zod schemas: a page never awaits it, and leaving the dynamic import in
 * would make the build emit every module's schemas (and zod) as chunks the pages list for preloading.
 */
const schemasLoader = /^const schemas = \(\) => import\('\.\/schemas\.ts'\);$/m;
const noSchemasInPages =
  "const schemas = () => Promise.reject(new Error('a call’s schemas are the server’s'));";

/** A declaration's source without the fields only the server reads. */
export function stripServerOnlyFields(code: string): string {
  return serverOnlyFields
    .reduce((text, field) => text.replace(field, ''), code)
    .replace(schemasLoader, noSchemasInPages);
}

/**
 * A page needs a declaration's method, path and the flags that shape the request (`encrypted`,
 * `form`) only; the rest is the server's (decision 0009). This leaves it out of the web builds, so
 * a page carries no more than it uses.
 */
export function withoutCallDocs(): Plugin {
  return {
    name: 'lotus-without-call-docs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!declarationsModule.test(id.split('?')[0] ?? id)) return null;
      return { code: stripServerOnlyFields(code), map: null };
    },
  };
}
