import { changeVendor, createVendor, listVendors, rotateVendorSecret } from '@lotus/contract/vendor-wallet';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { VendorService } from './vendors/service.ts';

/** The operator's vendor calls: create, list, change, and issue a new signing secret; all audited. */
export function adminVendorRoutes(deps: { vendors: VendorService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listVendors, async () => deps.vendors.list());
    await registerCall(app, createVendor, async ({ body, caller }) => deps.vendors.create(body, caller));
    await registerCall(app, changeVendor, async ({ params, body, caller }) =>
      deps.vendors.update(params.vendor, body, caller),
    );
    await registerCall(app, rotateVendorSecret, async ({ params, caller }) =>
      deps.vendors.rotateSecret(params.vendor, caller),
    );
  };
}
