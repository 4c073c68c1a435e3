import type {
  CustomerServiceEntry,
  DomainRoute,
  FieldRuleValue,
  Resource,
  WhitelabelNode,
} from '@lotus/contract/system';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool, PoolClient } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import {
  deleteResource,
  lockCustomerService,
  lockDomainRoutes,
  lockFieldRule,
  lockResource,
  lockSettings,
  lockSwitch,
  replaceCustomerService,
  replaceDomainRoutes,
  upsertResource,
} from './tables.ts';

export interface RegionRules {
  blockedCountries: string[];
  blockedCidrs: string[];
}

/** The reads an operator change answers with once it is committed (the system service's own). */
export interface SystemReads {
  whitelabel(): Promise<WhitelabelNode[]>;
  registerRules(): Promise<FieldRuleValue[]>;
  regionRules(): Promise<RegionRules>;
  domainRoute(device: number): Promise<DomainRoute>;
  resources(): Promise<Resource[]>;
  customerService(): Promise<CustomerServiceEntry[]>;
}

/** The system domain's operator changes: each one transaction with its audit row. */
export function createSystemOperatorService(deps: { pool: Pool; brandId: number; reads: SystemReads }) {
  const { pool, brandId, reads } = deps;

  /**
   * One operator change: `state` reads what it changes under a lock (the audit's before), the
   * change runs, `state` reads it again (the after), and the audit row is written, all in one
   * transaction.
   */
  const audited = <T>(
    audit: { action: string; target: string; context: OperatorContext },
    state: (client: PoolClient) => Promise<unknown>,
    change: (client: PoolClient) => Promise<T>,
  ) =>
    inTransaction(pool, async (client) => {
      const before = await state(client);
      const result = await change(client);
      const after = await state(client);
      await insertAudit(client, { brandId, ...audit, before, after });
      return result;
    });

  const maintenanceState = async (client: PoolClient) => {
    const row = await lockSettings(client, brandId);
    return {
      enabled: row.maintenance_enabled,
      message: row.maintenance_message,
      endsAt: row.maintenance_ends_at?.toISOString() ?? null,
    };
  };
  const regionState = async (client: PoolClient) => {
    const row = await lockSettings(client, brandId);
    return { blockedCountries: row.blocked_countries, blockedCidrs: row.blocked_cidrs };
  };

  async function setMaintenance(
    change: { enabled: boolean; message: string | null; endsAt: string | null },
    context: OperatorContext,
  ): Promise<void> {
    const audit = { action: 'system.maintenance', target: 'maintenance', context };
    await audited(audit, maintenanceState, async (client) => {
      await client.query(
        `insert into system_settings (brand_id, maintenance_enabled, maintenance_message, maintenance_ends_at, updated_at)
         values ($1, $2, $3, $4, now())
         on conflict (brand_id) do update set maintenance_enabled = excluded.maintenance_enabled,
           maintenance_message = excluded.maintenance_message, maintenance_ends_at = excluded.maintenance_ends_at,
           updated_at = now()`,
        [brandId, change.enabled, change.message, change.endsAt],
      );
    });
  }

  async function setRegionRules(rules: RegionRules, context: OperatorContext): Promise<RegionRules> {
    const countries = [...new Set(rules.blockedCountries)].sort();
    const audit = { action: 'system.region', target: 'region rules', context };
    await audited(audit, regionState, async (client) => {
      try {
        await client.query(
          `insert into system_settings (brand_id, blocked_countries, blocked_cidrs, updated_at)
           values ($1, $2, $3::cidr[], now())
           on conflict (brand_id) do update set blocked_countries = excluded.blocked_countries,
             blocked_cidrs = excluded.blocked_cidrs, updated_at = now()`,
          [brandId, countries, rules.blockedCidrs],
        );
      } catch (error) {
        // 22P02: PostgreSQL refused a CIDR (host bits set, bad prefix); tell the operator which input was bad.
        if ((error as { code?: string }).code === '22P02') {
          throw new AppError('error_validation', {
            fields: { blockedCidrs: 'not a valid CIDR block' },
            cause: error,
          });
        }
        throw error;
      }
    });
    return reads.regionRules();
  }

  async function setSwitch(
    modId: string,
    enabled: boolean,
    context: OperatorContext,
  ): Promise<WhitelabelNode[]> {
    const audit = { action: 'system.switch', target: `switch ${modId}`, context };
    const state = async (client: PoolClient) => (await lockSwitch(client, brandId, modId)) ?? null;
    await audited(audit, state, async (client) => {
      const { rowCount } = await client.query(
        'update feature_switches set enabled = $3 where brand_id = $1 and mod_id = $2',
        [brandId, modId, enabled],
      );
      if (rowCount === 0) throw new AppError('error_not_found');
    });
    return reads.whitelabel();
  }

  async function setRegisterRule(
    field: string,
    rule: {
      patternId: number;
      acceptedPattern: string | null;
      minLength: number;
      maxLength: number;
      required: boolean;
    },
    context: OperatorContext,
  ): Promise<FieldRuleValue[]> {
    if (rule.minLength > rule.maxLength) {
      throw new AppError('error_validation', { fields: { minLength: 'must not exceed maxLength' } });
    }
    if (rule.acceptedPattern !== null) {
      try {
        new RegExp(rule.acceptedPattern, 'u');
      } catch {
        throw new AppError('error_validation', {
          fields: { acceptedPattern: 'not a valid regular expression' },
        });
      }
    }
    const audit = { action: 'system.fieldRule', target: `register field ${field}`, context };
    const state = async (client: PoolClient) => {
      const row = await lockFieldRule(client, brandId, 'register', field);
      return row === undefined
        ? null
        : {
            patternId: row.pattern_id,
            acceptedPattern: row.accepted_pattern,
            minLength: row.min_length,
            maxLength: row.max_length,
            required: row.required,
          };
    };
    await audited(audit, state, async (client) => {
      const { rowCount } = await client.query(
        `update field_rules set pattern_id = $4, accepted_pattern = $5, min_length = $6, max_length = $7, required = $8
          where brand_id = $1 and form = $2 and field = $3`,
        [
          brandId,
          'register',
          field,
          rule.patternId,
          rule.acceptedPattern,
          rule.minLength,
          rule.maxLength,
          rule.required,
        ],
      );
      if (rowCount === 0) throw new AppError('error_not_found');
    });
    return reads.registerRules();
  }

  async function setDomainRoutes(
    device: number,
    domains: ReadonlyArray<{ domainName: string; description: string | null }>,
    context: OperatorContext,
  ): Promise<DomainRoute> {
    // Host names are case-insensitive: stored in lower case, a line cannot be listed twice by case.
    const lines = domains.map((domain) => ({ ...domain, domainName: domain.domainName.toLowerCase() }));
    if (new Set(lines.map((line) => line.domainName)).size !== lines.length) {
      throw new AppError('error_validation', { fields: { domains: 'each domain may appear once' } });
    }
    const audit = { action: 'system.domainRoutes', target: `lines of device ${device}`, context };
    const state = async (client: PoolClient) =>
      (await lockDomainRoutes(client, brandId, device)).map((row) => ({
        domainName: row.domain_name,
        description: row.description,
        enabled: row.enabled,
      }));
    await audited(audit, state, (client) => replaceDomainRoutes(client, brandId, device, lines));
    return reads.domainRoute(device);
  }

  async function setResource(
    resourceType: string,
    resource: { url: string; title: string },
    context: OperatorContext,
  ): Promise<Resource[]> {
    const audit = { action: 'system.resource.set', target: `resource ${resourceType}`, context };
    const state = async (client: PoolClient) => (await lockResource(client, brandId, resourceType)) ?? null;
    await audited(audit, state, (client) => upsertResource(client, brandId, resourceType, resource));
    return reads.resources();
  }

  async function removeResource(resourceType: string, context: OperatorContext): Promise<Resource[]> {
    const audit = { action: 'system.resource.delete', target: `resource ${resourceType}`, context };
    const state = async (client: PoolClient) => (await lockResource(client, brandId, resourceType)) ?? null;
    await audited(audit, state, async (client) => {
      if (!(await deleteResource(client, brandId, resourceType))) throw new AppError('error_not_found');
    });
    return reads.resources();
  }

  async function setCustomerService(
    entries: ReadonlyArray<{ title: string; url: string }>,
    context: OperatorContext,
  ): Promise<CustomerServiceEntry[]> {
    const audit = { action: 'system.customerService', target: 'customer service', context };
    const state = (client: PoolClient) => lockCustomerService(client, brandId);
    await audited(audit, state, (client) => replaceCustomerService(client, brandId, entries));
    return reads.customerService();
  }

  return {
    setMaintenance,
    setRegionRules,
    setSwitch,
    setRegisterRule,
    setDomainRoutes,
    setResource,
    removeResource,
    setCustomerService,
  };
}
