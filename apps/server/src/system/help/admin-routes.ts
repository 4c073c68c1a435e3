import {
  addHelpArticle,
  addHelpCategory,
  changeHelpArticle,
  changeHelpCategory,
  deleteHelpArticle,
  deleteHelpCategory,
  getHelpArticle,
  getHelpCategory,
  listHelpArticles,
  listHelpCategories,
} from '@lotus/contract/help';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { HelpCentre } from './service.ts';

/** Operator calls of the help centre: categories and articles with their texts per language. */
export function adminHelpRoutes(deps: { help: HelpCentre }) {
  const { help } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listHelpCategories, async () => help.operatorCategories());
    await registerCall(app, getHelpCategory, async ({ params }) => help.operatorCategory(params.id));
    await registerCall(app, addHelpCategory, async ({ body, caller }) => help.createCategory(body, caller));
    await registerCall(app, changeHelpCategory, async ({ params, body, caller }) =>
      help.changeCategory(params.id, body, caller),
    );
    await registerCall(app, deleteHelpCategory, async ({ params, caller }) => {
      await help.removeCategory(params.id, caller);
      return { deleted: true as const };
    });
    await registerCall(app, listHelpArticles, async ({ query }) => help.operatorArticles(query));
    await registerCall(app, getHelpArticle, async ({ params }) => help.operatorArticle(params.id));
    await registerCall(app, addHelpArticle, async ({ body, caller }) => help.createArticle(body, caller));
    await registerCall(app, changeHelpArticle, async ({ params, body, caller }) =>
      help.changeArticle(params.id, body, caller),
    );
    await registerCall(app, deleteHelpArticle, async ({ params, caller }) => {
      await help.removeArticle(params.id, caller);
      return { deleted: true as const };
    });
  };
}
