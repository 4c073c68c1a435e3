import { defineCall } from '../call.ts';

// The site's pages (terms, privacy, responsible gaming) and the footer: the readers' calls and the
// operator's. Zod schemas in ./schemas.ts (@lotus/contract/site-pages/schemas).
export type {
  OperatorSiteFooter,
  OperatorSitePage,
  PaymentBadge,
  SiteFooter,
  SiteFooterInput,
  SitePage,
  SitePageInput,
  SitePageSlug,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'site pages';
const operatorTag = 'operator: site pages';

export const getSitePage = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/sitePages/:slug',
  scope: 'visitor',
  tag,
  summary:
    'A site page (terms, privacy, responsible-gaming) in the caller’s language, else the brand’s default',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.sitePageParamsSchema, query: s.sitePageQuerySchema, value: s.sitePageSchema }),
});

export const getSiteFooter = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/siteFooter',
  scope: 'visitor',
  tag,
  summary: 'The footer’s licence text in the caller’s language and the payment badges it shows',
  errors: [],
  schemas: (s) => ({ query: s.sitePageQuerySchema, value: s.siteFooterSchema }),
});

export const listSitePages = defineCall(schemas, {
  method: 'GET',
  path: '/admin/site-pages',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'Every site page with all its texts (a page never written has none)',
  errors: [],
  schemas: (s) => ({ value: s.operatorSitePageListSchema }),
});

export const getOperatorSitePage = defineCall(schemas, {
  method: 'GET',
  path: '/admin/site-pages/:slug',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'One site page with all its texts',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.sitePageParamsSchema, value: s.operatorSitePageSchema }),
});

export const replaceSitePage = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/site-pages/:slug',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary:
    'Replace a site page’s texts (the brand’s default language is required; a language left out is removed)',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.sitePageParamsSchema,
    body: s.sitePageInputSchema,
    value: s.operatorSitePageSchema,
  }),
});

export const getOperatorSiteFooter = defineCall(schemas, {
  method: 'GET',
  path: '/admin/site-footer',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'The footer’s licence texts and payment badges',
  errors: [],
  schemas: (s) => ({ value: s.operatorSiteFooterSchema }),
});

export const replaceSiteFooter = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/site-footer',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'Replace the footer’s licence texts (default language required) and payment badges',
  errors: [],
  schemas: (s) => ({ body: s.siteFooterInputSchema, value: s.operatorSiteFooterSchema }),
});
