import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an application/x-www-form-urlencoded body as well as JSON. */
    formBody?: boolean;
  }
}

const formType = /^application\/x-www-form-urlencoded\b/i;

/**
 * Form bodies (the spec's "POST (form)" calls). Only routes that say `config: { formBody: true }`
 * take one; every other call keeps refusing it (error_unsupported_media_type) as before, so a
 * cross-site HTML form cannot reach them as a "simple" request.
 */
export async function installFormBody(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'];
    if (type !== undefined && formType.test(type) && request.routeOptions.config.formBody !== true) {
      throw new AppError('error_unsupported_media_type');
    }
  });
}
