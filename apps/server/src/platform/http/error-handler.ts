import type { ErrorCode } from '@lotus/contract/errors';
import { forbiddenCharactersCode } from '@lotus/contract/free-text';
import { pickLanguage, translateMessage } from '@lotus/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './app-error.ts';
import { sendFailure } from './envelope.ts';

/** Fastify's own error codes that are the caller's fault, mapped to our stable codes. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'error_payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error_unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error_bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'error_bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error_bad_request',
  FST_ERR_VALIDATION: 'error_validation',
  FST_ERR_BAD_URL: 'error_bad_request',
};

/**
 * PostgreSQL refusals caused by the caller's text itself (a NUL character, a byte sequence the
 * database cannot store): the request is bad, the server is fine.
 */
const callerTextStates: ReadonlySet<string> = new Set(['22021', '22P05']);

/** What a request that failed its schemas is told: a code, the fields at fault and the message's values. */
interface ValidationRefusal {
  code: ErrorCode;
  details: { fields: Record<string, string>; params?: Record<string, string> };
}

/**
 * The refusal of a request that failed its schemas, by field (`texts.vi.title`). A text holding a
 * character the free-text rule refuses is error_forbidden_characters, naming the (first) field; a
 * query parameter the call does not take (its query schema is strict) is error_unknown_parameter,
 * naming it; anything else is error_validation. The words of those two are translated; the others
 * are the schema's.
 */
function validationRefusal(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
  request: FastifyRequest,
): ValidationRefusal {
  const language = pickLanguage(request.headers['accept-language']);
  const fields: Record<string, string> = {};
  const forbidden: string[] = [];
  const unknown: string[] = [];
  for (const issue of issues) {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    const own = issue.params['params'] as { code?: unknown } | undefined;
    if (issue.keyword === 'custom' && own?.code === forbiddenCharactersCode) {
      forbidden.push(where);
      // The field's own words give way to these: they say what to do.
      fields[where] = translateMessage(language, 'validation.forbiddenCharacters');
    } else if (issue.keyword === 'unrecognized_keys' && context === 'querystring') {
      const keys = Array.isArray(issue.params['keys']) ? issue.params['keys'].map(String) : [];
      for (const key of keys) {
        unknown.push(key);
        fields[key] = translateMessage(language, 'validation.unknownParameter');
      }
    } else {
      fields[where] ??= issue.message ?? 'invalid';
    }
  }
  if (unknown.length > 0) {
    return {
      code: 'error_unknown_parameter',
      details: { fields, params: { parameter: unknown.join(', ') } },
    };
  }
  if (forbidden[0] !== undefined) {
    return { code: forbiddenCharactersCode, details: { fields, params: { field: forbidden[0] } } };
  }
  return { code: 'error_validation', details: { fields } };
}

/**
 * The one error handler: every failure leaves as the envelope with a stable code and a translated
 * message. Nothing of the error's internals (stack, SQL, driver text) reaches the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      // A refusal that knows when to come back says so the standard way too.
      const retryAfter = error.params?.['retryAfterSeconds'];
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendFailure(request, reply, error.code, {
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.params ? { params: error.params } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refusal = validationRefusal(error.validation, error.validationContext, request);
      return sendFailure(request, reply, refusal.code, refusal.details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendFailure(request, reply, 'error_system');
    }
    if (error.code && callerTextStates.has(error.code)) {
      request.log.info({ err: error }, 'request text refused by the database');
      return sendFailure(request, reply, 'error_bad_request');
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendFailure(request, reply, mapped);
    if (error.statusCode === 429) return sendFailure(request, reply, 'error_rate_limited');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request refused');
      return sendFailure(request, reply, 'error_bad_request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 'error_system');
  });
}
