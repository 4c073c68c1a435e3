import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { vendorSimulatorRoutes } from './routes.ts';
import type { SimulatorVendorDesk } from './secrets.ts';
import type { SimulatorSettings } from './settings.ts';
import { createVendorSimulator } from './simulator.ts';

export type { SimulatorVendorDesk };
export type { SimulatorFaults, SimulatorSettings } from './settings.ts';
export { defaultFaults } from './settings.ts';

/**
 * What the vendor simulator needs: its own table (the sealed copies of its secrets), the brand, the
 * key it seals them under, its settings (VENDOR_SIMULATOR_*), and the vendor wallet's vendors, through
 * which it issues its SIM_* vendors' secrets as the operator would.
 */
export interface VendorSimulatorNeeds {
  pool: Pool;
  brandId: number;
  secretKey: string;
  settings: SimulatorSettings;
  vendors: SimulatorVendorDesk;
}

/**
 * The vendor simulator: a simulated third-party vendor (docs/vendor-simulator.md) whose game pages
 * the member site frames, playing through the platform's signed wallet API over HTTP. Built only
 * when VENDOR_SIMULATOR is on.
 */
export function createVendorSimulatorDomain(needs: VendorSimulatorNeeds) {
  const simulator = createVendorSimulator(needs);
  return {
    simulator,
    /** Its pages and their backend, under /vendor-sim/ (visitor scope). */
    routes: vendorSimulatorRoutes({ simulator }),
    /** The simulator has no operator calls: nothing to register. */
    adminRoutes: async (_app: FastifyInstance) => undefined,
  };
}

export type VendorSimulatorDomain = ReturnType<typeof createVendorSimulatorDomain>;
