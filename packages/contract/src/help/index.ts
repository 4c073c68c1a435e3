import { defineCall } from '../call.ts';

// The help centre's operator calls and types. Its zod schemas are in ./schemas.ts
// (@lotus/contract/help/schemas); the readers' call is the system's getHelpCenter.
export type {
  HelpArticleInput,
  HelpCategoryInput,
  OperatorHelpArticle,
  OperatorHelpCategory,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'operator: help centre';

export const listHelpCategories = defineCall(schemas, {
  method: 'GET',
  path: '/admin/help/categories',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Every category in reading order, unpublished ones included, with all its texts',
  errors: [],
  schemas: (s) => ({ value: s.operatorHelpCategoryListSchema }),
});

export const getHelpCategory = defineCall(schemas, {
  method: 'GET',
  path: '/admin/help/categories/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'One category',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.helpIdParamsSchema, value: s.operatorHelpCategorySchema }),
});

export const addHelpCategory = defineCall(schemas, {
  method: 'POST',
  path: '/admin/help/categories',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Add a category (texts per language; the brand’s default language is required)',
  errors: ['error_conflict'],
  schemas: (s) => ({ body: s.helpCategoryInputSchema, value: s.operatorHelpCategorySchema }),
});

export const changeHelpCategory = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/help/categories/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Overwrite a category, its texts included',
  errors: ['error_not_found', 'error_conflict'],
  schemas: (s) => ({
    params: s.helpIdParamsSchema,
    body: s.helpCategoryInputSchema,
    value: s.operatorHelpCategorySchema,
  }),
});

export const deleteHelpCategory = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/help/categories/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Delete an empty category (error_conflict while it has articles)',
  errors: ['error_not_found', 'error_conflict'],
  schemas: (s) => ({ params: s.helpIdParamsSchema, value: s.helpDeletedSchema }),
});

export const listHelpArticles = defineCall(schemas, {
  method: 'GET',
  path: '/admin/help/articles',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'The articles of a category (or of all), in reading order, unpublished ones included',
  errors: [],
  schemas: (s) => ({ query: s.operatorHelpArticlesQuerySchema, value: s.operatorHelpArticlePageSchema }),
});

export const getHelpArticle = defineCall(schemas, {
  method: 'GET',
  path: '/admin/help/articles/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'One article with all its texts',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.helpIdParamsSchema, value: s.operatorHelpArticleSchema }),
});

export const addHelpArticle = defineCall(schemas, {
  method: 'POST',
  path: '/admin/help/articles',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Add an article to a category (texts per language; the default language is required)',
  errors: [],
  schemas: (s) => ({ body: s.helpArticleInputSchema, value: s.operatorHelpArticleSchema }),
});

export const changeHelpArticle = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/help/articles/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Overwrite an article (texts included); a new categoryId moves it',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.helpIdParamsSchema,
    body: s.helpArticleInputSchema,
    value: s.operatorHelpArticleSchema,
  }),
});

export const deleteHelpArticle = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/help/articles/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag,
  summary: 'Delete an article',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.helpIdParamsSchema, value: s.helpDeletedSchema }),
});
