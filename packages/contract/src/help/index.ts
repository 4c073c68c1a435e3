// The help calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/help/schemas).
export type {
  HelpArticleInput,
  HelpCategoryInput,
  OperatorHelpArticle,
  OperatorHelpCategory,
} from './schemas.ts';
