import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's zod schemas; the reference page is /docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lotus platform API',
        description:
          'Every answer is the envelope `{ success, value, error }`. Errors carry a stable `code` and a message in the language of `Accept-Language`. Operator calls need the `X-Operator-Key` header.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
          // Vendor wallet calls: HMAC-SHA256 of `<X-Lotus-Timestamp>.<raw body>` (docs/vendor-wallet-api.md).
          vendorSignature: { type: 'apiKey', in: 'header', name: 'X-Lotus-Signature' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
