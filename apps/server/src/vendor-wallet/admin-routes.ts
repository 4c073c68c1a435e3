import {
  createdVendorSchema,
  createVendorRequestSchema,
  updateVendorRequestSchema,
  vendorListSchema,
  vendorPathSchema,
  vendorSchema,
  vendorSecretSchema,
} from '@lotus/contract/vendor-wallet/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { VendorService } from './vendors/service.ts';

/** The operator's vendor calls: create, list, change, and issue a new signing secret; all audited. */
export function adminVendorRoutes(deps: { vendors: VendorService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: vendors'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/vendors',
      {
        schema: {
          ...schemaBase,
          summary: 'The brand’s game vendors, by sort order (never their secrets)',
          response: responses(vendorListSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.vendors.list());
      },
    );

    app.post(
      '/admin/vendors',
      {
        schema: {
          ...schemaBase,
          summary:
            'Adds a vendor (its ledger house account opens with it) and answers its signing secret, once',
          body: createVendorRequestSchema,
          response: responses(createdVendorSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.vendors.create(request.body, { requestId: request.id }));
      },
    );

    app.patch(
      '/admin/vendors/:vendor',
      {
        schema: {
          ...schemaBase,
          summary: 'Changes a vendor’s name, category, switch or sort order',
          params: vendorPathSchema,
          body: updateVendorRequestSchema,
          response: responses(vendorSchema),
        },
      },
      async (request) =>
        ok(await deps.vendors.update(request.params.vendor, request.body, { requestId: request.id })),
    );

    app.post(
      '/admin/vendors/:vendor/secret',
      {
        schema: {
          ...schemaBase,
          summary: 'Issues a new signing secret, answered once; the old one stops working at once',
          params: vendorPathSchema,
          response: responses(vendorSecretSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.vendors.rotateSecret(request.params.vendor, { requestId: request.id }));
      },
    );
  };
}
