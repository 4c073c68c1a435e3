import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { ProxyTrust } from '../platform/http/caller.ts';
import { adminSystemRoutes } from './admin-routes.ts';
import { adminContentRoutes } from './content/admin-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { createContentService } from './content/service.ts';
import { adminHelpRoutes } from './help/admin-routes.ts';
import { adminSitePageRoutes } from './pages/admin-routes.ts';
import { sitePageRoutes } from './pages/routes.ts';
import { createSitePages } from './pages/service.ts';
import { systemRoutes } from './routes.ts';
import type { SettingsChanges } from './maintenance-flag.ts';
import { createSystemService } from './service.ts';
import type { BrandRow } from './tables.ts';
import { selectBrand } from './tables.ts';

export type { ContentService } from './content/service.ts';
export type { HelpCentre } from './help/service.ts';
export type { Caller, SystemService } from './service.ts';
export type { BrandRow } from './tables.ts';

/** The brand a process serves, by its code (the composition root reads it before building anything). */
export function findBrand(pool: Pool, code: string): Promise<BrandRow | undefined> {
  return selectBrand(pool, code);
}

/** The system domain is the floor of the domains: it needs none of them. */
export interface SystemNeeds {
  pool: Pool;
  brand: BrandRow;
  /** The passphrase of the calls marked "encrypt", which the status call hands to every page. */
  payloadKey: string;
  /**
   * Who the status call's caller is, for the region rules: the client IP as Fastify follows
   * X-Forwarded-For through these trusted proxies (TRUST_PROXY), and the country a trusted proxy
   * reports in this header (COUNTRY_HEADER), believed from a trusted proxy only.
   */
  proxyTrust: ProxyTrust;
  countryHeader: string;
  /** The process's live events (the hub): the maintenance switch is kept while changes are heard. */
  settingsChanges?: SettingsChanges;
}

/**
 * Site status, feature switches, field rules, lines, resources, customer service, the help centre
 * and the home page's banners, with the operator's changes of each.
 */
export function createSystemDomain(needs: SystemNeeds) {
  const { pool, brand } = needs;
  const service = createSystemService({
    pool,
    brand,
    payloadKey: needs.payloadKey,
    ...(needs.settingsChanges ? { settingsChanges: needs.settingsChanges } : {}),
  });
  const content = createContentService({ pool, brand });
  const pages = createSitePages({ pool, brand });
  return {
    service,
    /** The help centre (built by the system service, which serves its published tree to readers). */
    help: service.help,
    content,
    /** The spec's system calls and the banners relay call, for every visitor. */
    routes: async (app: FastifyInstance) => {
      await app.register(
        systemRoutes({ system: service, proxyTrust: needs.proxyTrust, countryHeader: needs.countryHeader }),
      );
      await app.register(contentRoutes({ content }));
      await app.register(sitePageRoutes({ pages }));
    },
    /** The operator's system settings, help centre and banners. */
    adminRoutes: async (app: FastifyInstance) => {
      await app.register(adminSystemRoutes({ system: service }));
      await app.register(adminHelpRoutes({ help: service.help }));
      await app.register(adminContentRoutes({ content }));
      await app.register(adminSitePageRoutes({ pages }));
    },
  };
}

export type SystemDomain = ReturnType<typeof createSystemDomain>;
