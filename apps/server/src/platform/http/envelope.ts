import type { FailureEnvelope } from '@lotus/contract/envelope';
import type { ErrorCode } from '@lotus/contract/errors';
import { httpStatusOf } from '@lotus/contract/errors';
import { pickLanguage, translateMessage } from '@lotus/i18n/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/** The failure envelope, its message in the caller's language (Accept-Language, default Vietnamese). */
export function failure(
  request: Pick<FastifyRequest, 'headers'>,
  code: ErrorCode,
  details: { fields?: Record<string, string>; params?: Record<string, string | number> } = {},
): FailureEnvelope {
  const language = pickLanguage(request.headers['accept-language']);
  return {
    success: false,
    value: null,
    error: {
      code,
      message: translateMessage(language, `errors.${code}`, details.params),
      ...(details.fields ? { fields: details.fields } : {}),
      ...(details.params ? { params: details.params } : {}),
    },
  };
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details: { fields?: Record<string, string>; params?: Record<string, string | number> } = {},
): FastifyReply {
  return reply.code(httpStatusOf(code)).send(failure(request, code, details));
}
