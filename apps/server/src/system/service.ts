import type {
  CustomerServiceEntry,
  DomainRoute,
  FieldRuleValue,
  Resource,
  SystemStatus,
  WhitelabelNode,
} from '@lotus/contract/system';
import type { Pool, PoolClient } from '../platform/database/pool.ts';
import { createHelpCentre } from './help/service.ts';
import { createMaintenanceFlag } from './maintenance-flag.ts';
import type { SettingsChanges } from './maintenance-flag.ts';
import { createSystemOperatorService } from './operator-service.ts';
import type { RegionRules } from './operator-service.ts';
import { isRegionRestricted } from './region.ts';
import type { BrandRow, FieldRuleRow } from './tables.ts';
import {
  lockSingleWallet,
  selectCdns,
  selectCustomerService,
  selectDomainRoutes,
  selectFieldRules,
  selectResources,
  selectSettings,
  selectSingleWallet,
  selectSwitches,
  upsertSingleWallet,
} from './tables.ts';
import { isSwitchOn, whitelabelTree } from './whitelabel.ts';

export interface Caller {
  ip: string;
  /** The country a trusted proxy reported, or null when there is none. */
  country: string | null;
}

function resourceOf(row: { resource_type: string; url: string; title: string }): Resource {
  return { resourceType: row.resource_type, url: row.url, title: row.title };
}

function fieldRuleOf(row: FieldRuleRow): FieldRuleValue {
  return {
    field: row.field,
    patternId: row.pattern_id,
    acceptedPattern: row.accepted_pattern,
    minLength: row.min_length,
    maxLength: row.max_length,
    required: row.required,
    confirmOf: row.confirm_of,
  };
}

/** The system domain: site status, switches, field rules, lines, resources and help, and their operator changes. */
export function createSystemService(deps: {
  pool: Pool;
  brand: BrandRow;
  payloadKey: string;
  /** The process's live events: while they are heard, the maintenance switch is kept in memory. */
  settingsChanges?: SettingsChanges;
}) {
  const { pool, brand } = deps;
  const maintenance = createMaintenanceFlag({
    read: async () => (await selectSettings(pool, brand.id)).maintenance_enabled,
    changes: deps.settingsChanges,
  });

  async function whitelabel(): Promise<WhitelabelNode[]> {
    return whitelabelTree(await selectSwitches(pool, brand.id));
  }

  async function registerRules(): Promise<FieldRuleValue[]> {
    return (await selectFieldRules(pool, brand.id, 'register')).map(fieldRuleOf);
  }

  /**
   * Members' money and game calls are closed while this is on (platform/http/calls.ts): asked on each
   * of them, so kept in memory while changes are heard (maintenance-flag.ts).
   */
  function isInMaintenance(): Promise<boolean> {
    return maintenance.isOn();
  }

  /** The merchant-wallet mode: one seamless wallet (true), or a wallet per vendor. */
  function isSingleWallet(): Promise<boolean> {
    return selectSingleWallet(pool, brand.id);
  }

  /**
   * Sets the merchant-wallet mode in the caller's transaction (the wallet's audited switch); answers
   * the mode it replaced, read under the settings row's lock.
   */
  async function setSingleWalletWithin(client: PoolClient, isSingle: boolean): Promise<boolean> {
    const before = await lockSingleWallet(client, brand.id);
    await upsertSingleWallet(client, brand.id, isSingle);
    return before;
  }

  async function status(caller: Caller): Promise<SystemStatus> {
    const [settings, switches, rules, resourceRows, customerServiceRows, cdns] = await Promise.all([
      selectSettings(pool, brand.id),
      selectSwitches(pool, brand.id),
      selectFieldRules(pool, brand.id, 'register'),
      selectResources(pool, brand.id),
      selectCustomerService(pool, brand.id),
      selectCdns(pool, brand.id),
    ]);
    const restricted = isRegionRestricted(
      { blockedCountries: settings.blocked_countries, blockedCidrs: settings.blocked_cidrs },
      caller.ip,
      caller.country,
    );
    return {
      // Maintenance wins over a region restriction: nobody can use a site that is down.
      status: settings.maintenance_enabled ? 1 : restricted ? 2 : 0,
      brand: {
        code: brand.code,
        name: brand.name,
        platform: brand.platform,
        merchant: brand.merchant,
        lotteryType: brand.lottery_type,
        defaultLanguage: brand.default_language,
        languages: brand.languages,
        defaultTheme: brand.default_theme,
        timeZone: brand.time_zone,
        currency: brand.currency,
      },
      maintenance: {
        enabled: settings.maintenance_enabled,
        message: settings.maintenance_message,
        endsAt: settings.maintenance_ends_at?.toISOString() ?? null,
      },
      regionRestriction: { restricted, country: caller.country },
      whitelabel: whitelabelTree(switches),
      register: rules.map(fieldRuleOf),
      resources: resourceRows.map(resourceOf),
      customerService: customerServiceRows,
      imageCDNs: cdns.filter((row) => row.kind === 'image').map((row) => row.url),
      launchGameCDNs: cdns.filter((row) => row.kind === 'launch').map((row) => row.url),
      payloadKey: deps.payloadKey,
    };
  }

  async function isFeatureOn(modId: string): Promise<boolean> {
    return isSwitchOn(await selectSwitches(pool, brand.id), modId);
  }

  async function domainRoute(device: number): Promise<DomainRoute> {
    const rows = await selectDomainRoutes(pool, brand.id, device);
    return { domainList: rows.map((row) => ({ domainName: row.domain_name, description: row.description })) };
  }

  async function regionRules(): Promise<RegionRules> {
    const settings = await selectSettings(pool, brand.id);
    return { blockedCountries: settings.blocked_countries, blockedCidrs: settings.blocked_cidrs };
  }

  async function resources(): Promise<Resource[]> {
    return (await selectResources(pool, brand.id)).map(resourceOf);
  }

  async function customerService(): Promise<CustomerServiceEntry[]> {
    return selectCustomerService(pool, brand.id);
  }

  const reads = { whitelabel, registerRules, regionRules, domainRoute, resources, customerService };
  const operator = createSystemOperatorService({ pool, brandId: brand.id, reads });
  // The help centre: its published tree for readers, and its editing by the operator (/admin/help).
  const help = createHelpCentre({ pool, brand });
  return {
    brand,
    status,
    isInMaintenance,
    isSingleWallet,
    setSingleWalletWithin,
    isFeatureOn,
    helpCenter: help.helpCenter,
    help,
    ...reads,
    ...operator,
    /** Sets the switch; this process asks the row again at once, the others when the trigger tells them. */
    setMaintenance: async (...change: Parameters<typeof operator.setMaintenance>) => {
      try {
        await operator.setMaintenance(...change);
      } finally {
        maintenance.forget();
      }
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
