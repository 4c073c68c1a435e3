import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Site } from './security-headers.ts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the contract's zod schemas; the reference page is /docs.
 * Each listener documents what it serves: the public sites their public calls, the operator
 * listener the operator calls.
 */
export async function installOpenApi(app: FastifyInstance, site: Site): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: site === 'operator' ? 'Lotus operator API' : 'Lotus platform API',
        description:
          site === 'operator'
            ? 'Every answer is the envelope `{ success, value, error }`. Operator calls need `Authorization: Bearer <token>`: a console session (signed in with password and TOTP) or a revocable API token. Each call names the permission the role must hold.'
            : 'Every answer is the envelope `{ success, value, error }`. Errors carry a stable `code` and a message in the language of `Accept-Language`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Vendor wallet calls: HMAC-SHA256 of `<X-Lotus-Timestamp>.<raw body>` (docs/vendor-wallet-api.md).
          vendorSignature: { type: 'apiKey', in: 'header', name: 'X-Lotus-Signature' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
