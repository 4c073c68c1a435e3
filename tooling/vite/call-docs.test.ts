import { describe, expect, it } from 'vitest';
import { stripServerOnlyFields } from './call-docs.ts';

const declaration = `export const changeBanner = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/banners/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorContentTag,
  summary: 'Change a banner\\'s text',
  errors: ['error_not_found', 'error_conflict'],
  closedInMaintenance: true,
  encrypted: true,
  form: true,
  schemas: (s) => ({ body: s.bannerInputSchema, value: s.operatorBannerSchema }),
});`;

describe('the fields a page never reads', () => {
  it('leave a declaration with its method, path and the flags that shape the request', () => {
    expect(stripServerOnlyFields(declaration)).toBe(`export const changeBanner = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/banners/:id',
  encrypted: true,
  form: true,
});`);
  });

  it('load no schemas: the module’s loader of its zod schemas is gone, so the build emits none', () => {
    const module = `const schemas = () => import('./schemas.ts');\nexport const x = defineCall(schemas, {});`;
    const stripped = stripServerOnlyFields(module);
    expect(stripped).not.toContain('import(');
    expect(stripped).toContain('export const x = defineCall(schemas, {});');
  });

  it('keep a schema picker written over several lines whole (it is never called in a page)', () => {
    const multiLine = `defineCall(schemas, {
  method: 'GET',
  schemas: (s) => ({
    params: s.paramsSchema,
  }),
});`;
    expect(stripServerOnlyFields(multiLine)).toBe(multiLine);
  });
});
