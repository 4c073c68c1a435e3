import type { DomainRoute, FieldRuleValue, HelpCenter, SystemStatus, WhitelabelNode } from '@lotus/contract';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { isRegionRestricted } from './region.ts';
import type { BrandRow, FieldRuleRow } from './tables.ts';
import {
  insertAudit,
  selectCdns,
  selectCustomerService,
  selectDomainRoutes,
  selectFieldRules,
  selectHelpCenter,
  selectResources,
  selectSettings,
  selectSwitches,
} from './tables.ts';
import { isSwitchOn, whitelabelTree } from './whitelabel.ts';

export interface Caller {
  ip: string;
  /** The country a trusted proxy reported, or null when there is none. */
  country: string | null;
}

export interface OperatorContext {
  requestId: string | null;
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
export function createSystemService(deps: { pool: Pool; brand: BrandRow }) {
  const { pool, brand } = deps;

  async function whitelabel(): Promise<WhitelabelNode[]> {
    return whitelabelTree(await selectSwitches(pool, brand.id));
  }

  async function registerRules(): Promise<FieldRuleValue[]> {
    return (await selectFieldRules(pool, brand.id, 'register')).map(fieldRuleOf);
  }

  async function status(caller: Caller): Promise<SystemStatus> {
    const [settings, switches, rules, resources, customerService, cdns] = await Promise.all([
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
      resources: resources.map((row) => ({
        resourceType: row.resource_type,
        url: row.url,
        title: row.title,
      })),
      customerService,
      imageCDNs: cdns.filter((row) => row.kind === 'image').map((row) => row.url),
      launchGameCDNs: cdns.filter((row) => row.kind === 'launch').map((row) => row.url),
    };
  }

  async function isFeatureOn(modId: string): Promise<boolean> {
    return isSwitchOn(await selectSwitches(pool, brand.id), modId);
  }

  async function domainRoute(device: number): Promise<DomainRoute> {
    const rows = await selectDomainRoutes(pool, brand.id, device);
    return { domainList: rows.map((row) => ({ domainName: row.domain_name, description: row.description })) };
  }

  async function helpCenter(language: string): Promise<HelpCenter> {
    let rows = await selectHelpCenter(pool, brand.id, language);
    if (rows.length === 0 && language !== brand.default_language) {
      rows = await selectHelpCenter(pool, brand.id, brand.default_language);
    }
    const categories = new Map<number, HelpCenter['categories'][number]>();
    for (const row of rows) {
      let category = categories.get(row.category_id);
      if (!category) {
        category = { id: row.category_id, title: row.category_title, articles: [] };
        categories.set(row.category_id, category);
      }
      if (row.article_id !== null && row.article_title !== null && row.content !== null) {
        category.articles.push({ id: row.article_id, title: row.article_title, content: row.content });
      }
    }
    return { categories: [...categories.values()] };
  }

  async function setMaintenance(
    change: { enabled: boolean; message: string | null; endsAt: string | null },
    context: OperatorContext,
  ): Promise<void> {
    await inTransaction(pool, async (client) => {
      await client.query(
        `insert into system_settings (brand_id, maintenance_enabled, maintenance_message, maintenance_ends_at, updated_at)
         values ($1, $2, $3, $4, now())
         on conflict (brand_id) do update set maintenance_enabled = excluded.maintenance_enabled,
           maintenance_message = excluded.maintenance_message, maintenance_ends_at = excluded.maintenance_ends_at,
           updated_at = now()`,
        [brand.id, change.enabled, change.message, change.endsAt],
      );
      await insertAudit(client, {
        brandId: brand.id,
        action: 'system.maintenance',
        detail: change,
        requestId: context.requestId,
      });
    });
  }

  async function regionRules(): Promise<{ blockedCountries: string[]; blockedCidrs: string[] }> {
    const settings = await selectSettings(pool, brand.id);
    return { blockedCountries: settings.blocked_countries, blockedCidrs: settings.blocked_cidrs };
  }

  async function setRegionRules(
    rules: { blockedCountries: string[]; blockedCidrs: string[] },
    context: OperatorContext,
  ): Promise<{ blockedCountries: string[]; blockedCidrs: string[] }> {
    const countries = [...new Set(rules.blockedCountries)].sort();
    await inTransaction(pool, async (client) => {
      try {
        await client.query(
          `insert into system_settings (brand_id, blocked_countries, blocked_cidrs, updated_at)
           values ($1, $2, $3::cidr[], now())
           on conflict (brand_id) do update set blocked_countries = excluded.blocked_countries,
             blocked_cidrs = excluded.blocked_cidrs, updated_at = now()`,
          [brand.id, countries, rules.blockedCidrs],
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
      await insertAudit(client, {
        brandId: brand.id,
        action: 'system.region',
        detail: rules,
        requestId: context.requestId,
      });
    });
    return regionRules();
  }

  async function setSwitch(
    modId: string,
    enabled: boolean,
    context: OperatorContext,
  ): Promise<WhitelabelNode[]> {
    await inTransaction(pool, async (client) => {
      const { rowCount } = await client.query(
        'update feature_switches set enabled = $3 where brand_id = $1 and mod_id = $2',
        [brand.id, modId, enabled],
      );
      if (rowCount === 0) throw new AppError('error_not_found');
      await insertAudit(client, {
        brandId: brand.id,
        action: 'system.switch',
        detail: { modId, enabled },
        requestId: context.requestId,
      });
    });
    return whitelabel();
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
    await inTransaction(pool, async (client) => {
      const { rowCount } = await client.query(
        `update field_rules set pattern_id = $4, accepted_pattern = $5, min_length = $6, max_length = $7, required = $8
          where brand_id = $1 and form = $2 and field = $3`,
        [
          brand.id,
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
      await insertAudit(client, {
        brandId: brand.id,
        action: 'system.fieldRule',
        detail: { field, ...rule },
        requestId: context.requestId,
      });
    });
    return registerRules();
  }

  return {
    brand,
    status,
    whitelabel,
    registerRules,
    isFeatureOn,
    domainRoute,
    helpCenter,
    setMaintenance,
    regionRules,
    setRegionRules,
    setSwitch,
    setRegisterRule,
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
