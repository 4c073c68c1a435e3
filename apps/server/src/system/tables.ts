import type { PoolClient, Queryable } from '../platform/database/pool.ts';

/** Rows of the system domain's tables, as the queries below return them. */
export interface BrandRow {
  id: number;
  code: string;
  name: string;
  platform: string;
  merchant: string;
  lottery_type: string;
  default_language: string;
  languages: string[];
  default_theme: 'dark' | 'light';
  time_zone: string;
  currency: string;
}

export interface SettingsRow {
  maintenance_enabled: boolean;
  maintenance_message: string | null;
  maintenance_ends_at: Date | null;
  blocked_countries: string[];
  blocked_cidrs: string[];
}

export interface SwitchRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
}

export interface FieldRuleRow {
  field: string;
  pattern_id: number;
  accepted_pattern: string | null;
  min_length: number;
  max_length: number;
  required: boolean;
  confirm_of: string | null;
}

export async function selectBrand(db: Queryable, code: string): Promise<BrandRow | undefined> {
  const { rows } = await db.query<BrandRow>('select * from brands where code = $1', [code]);
  return rows[0];
}

export async function selectSettings(db: Queryable, brandId: number): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>({
    // Named: each connection parses and plans it once; it runs on every call closed in maintenance.
    name: 'system-settings',
    text: `select maintenance_enabled, maintenance_message, maintenance_ends_at, blocked_countries,
            blocked_cidrs::text[] as blocked_cidrs
       from system_settings where brand_id = $1`,
    values: [brandId],
  });
  return (
    rows[0] ?? {
      maintenance_enabled: false,
      maintenance_message: null,
      maintenance_ends_at: null,
      blocked_countries: [],
      blocked_cidrs: [],
    }
  );
}

export async function selectSwitches(db: Queryable, brandId: number): Promise<SwitchRow[]> {
  const { rows } = await db.query<SwitchRow>(
    'select mod_id, parent_mod_id, enabled from feature_switches where brand_id = $1 order by sort, mod_id',
    [brandId],
  );
  return rows;
}

export async function selectFieldRules(
  db: Queryable,
  brandId: number,
  form: string,
): Promise<FieldRuleRow[]> {
  const { rows } = await db.query<FieldRuleRow>(
    `select field, pattern_id, accepted_pattern, min_length, max_length, required, confirm_of
       from field_rules where brand_id = $1 and form = $2 order by sort, field`,
    [brandId, form],
  );
  return rows;
}

export async function selectResources(db: Queryable, brandId: number) {
  const { rows } = await db.query<{ resource_type: string; url: string; title: string }>(
    'select resource_type, url, title from resources where brand_id = $1 order by id',
    [brandId],
  );
  return rows;
}

export async function selectCustomerService(db: Queryable, brandId: number) {
  const { rows } = await db.query<{ id: number; title: string; url: string }>(
    'select id, title, url from customer_service_entries where brand_id = $1 order by sort, id',
    [brandId],
  );
  return rows;
}

export async function selectCdns(db: Queryable, brandId: number) {
  const { rows } = await db.query<{ kind: 'image' | 'launch'; url: string }>(
    'select kind, url from cdns where brand_id = $1 order by sort, id',
    [brandId],
  );
  return rows;
}

export async function selectDomainRoutes(db: Queryable, brandId: number, device: number) {
  const { rows } = await db.query<{ domain_name: string; description: string | null }>(
    `select domain_name, description from domain_routes
      where brand_id = $1 and device = $2 and enabled order by sort, id`,
    [brandId, device],
  );
  return rows;
}

/**
 * Replaces a device's lines by `domains`, in that order. Holds a lock on the table until commit so
 * two replacements at once cannot interleave their deletes and inserts into a mixed list.
 */
export async function replaceDomainRoutes(
  client: PoolClient,
  brandId: number,
  device: number,
  domains: ReadonlyArray<{ domainName: string; description: string | null }>,
): Promise<void> {
  await client.query('lock table domain_routes in share row exclusive mode');
  await client.query('delete from domain_routes where brand_id = $1 and device = $2', [brandId, device]);
  for (const [index, domain] of domains.entries()) {
    await client.query(
      'insert into domain_routes (brand_id, device, domain_name, description, sort) values ($1, $2, $3, $4, $5)',
      [brandId, device, domain.domainName, domain.description, index],
    );
  }
}

export async function upsertResource(
  db: Queryable,
  brandId: number,
  resourceType: string,
  resource: { url: string; title: string },
): Promise<void> {
  await db.query(
    `insert into resources (brand_id, resource_type, url, title) values ($1, $2, $3, $4)
     on conflict (brand_id, resource_type) do update set url = excluded.url, title = excluded.title`,
    [brandId, resourceType, resource.url, resource.title],
  );
}

/** Deletes a resource; false when the brand has none of that type. */
export async function deleteResource(db: Queryable, brandId: number, resourceType: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from resources where brand_id = $1 and resource_type = $2', [
    brandId,
    resourceType,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Replaces the customer-service entries by `entries`, in that order (locked like the lines). */
export async function replaceCustomerService(
  client: PoolClient,
  brandId: number,
  entries: ReadonlyArray<{ title: string; url: string }>,
): Promise<void> {
  await client.query('lock table customer_service_entries in share row exclusive mode');
  await client.query('delete from customer_service_entries where brand_id = $1', [brandId]);
  for (const [index, entry] of entries.entries()) {
    await client.query(
      'insert into customer_service_entries (brand_id, title, url, sort) values ($1, $2, $3, $4)',
      [brandId, entry.title, entry.url, index],
    );
  }
}

/**
 * The brand's merchant-wallet mode (the wallet domain's switch, kept with the brand's settings);
 * a brand without a settings row runs the default, single.
 */
export async function selectSingleWallet(db: Queryable, brandId: number): Promise<boolean> {
  const { rows } = await db.query<{ single_wallet: boolean }>(
    'select single_wallet from system_settings where brand_id = $1',
    [brandId],
  );
  return rows[0]?.single_wallet ?? true;
}

/** The mode as it is, the settings row locked until the caller's transaction ends (when there is one). */
export async function lockSingleWallet(db: Queryable, brandId: number): Promise<boolean> {
  const { rows } = await db.query<{ single_wallet: boolean }>(
    'select single_wallet from system_settings where brand_id = $1 for update',
    [brandId],
  );
  return rows[0]?.single_wallet ?? true;
}

export async function upsertSingleWallet(db: Queryable, brandId: number, isSingle: boolean): Promise<void> {
  await db.query(
    `insert into system_settings (brand_id, single_wallet, updated_at) values ($1, $2, now())
     on conflict (brand_id) do update set single_wallet = excluded.single_wallet, updated_at = now()`,
    [brandId, isSingle],
  );
}

// What an operator change of the system changes, read under a lock in its transaction: the audit's
// before (and, read again, its after).

/** The maintenance and region settings, the settings row locked (the defaults when there is none). */
export async function lockSettings(db: Queryable, brandId: number): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    `select maintenance_enabled, maintenance_message, maintenance_ends_at, blocked_countries,
            blocked_cidrs::text[] as blocked_cidrs
       from system_settings where brand_id = $1 for update`,
    [brandId],
  );
  return (
    rows[0] ?? {
      maintenance_enabled: false,
      maintenance_message: null,
      maintenance_ends_at: null,
      blocked_countries: [],
      blocked_cidrs: [],
    }
  );
}

export async function lockSwitch(
  db: Queryable,
  brandId: number,
  modId: string,
): Promise<{ enabled: boolean } | undefined> {
  const { rows } = await db.query<{ enabled: boolean }>(
    'select enabled from feature_switches where brand_id = $1 and mod_id = $2 for update',
    [brandId, modId],
  );
  return rows[0];
}

export async function lockFieldRule(
  db: Queryable,
  brandId: number,
  form: string,
  field: string,
): Promise<Omit<FieldRuleRow, 'field' | 'confirm_of'> | undefined> {
  const { rows } = await db.query<Omit<FieldRuleRow, 'field' | 'confirm_of'>>(
    `select pattern_id, accepted_pattern, min_length, max_length, required
       from field_rules where brand_id = $1 and form = $2 and field = $3 for update`,
    [brandId, form, field],
  );
  return rows[0];
}

/** Every line of a device (switched off ones too), in order, under the lock replaceDomainRoutes takes. */
export async function lockDomainRoutes(client: PoolClient, brandId: number, device: number) {
  await client.query('lock table domain_routes in share row exclusive mode');
  const { rows } = await client.query<{ domain_name: string; description: string | null; enabled: boolean }>(
    `select domain_name, description, enabled from domain_routes where brand_id = $1 and device = $2 order by sort, id`,
    [brandId, device],
  );
  return rows;
}

export async function lockResource(
  db: Queryable,
  brandId: number,
  resourceType: string,
): Promise<{ url: string; title: string } | undefined> {
  const { rows } = await db.query<{ url: string; title: string }>(
    'select url, title from resources where brand_id = $1 and resource_type = $2 for update',
    [brandId, resourceType],
  );
  return rows[0];
}

/** The customer-service entries, in order, under the lock replaceCustomerService takes. */
export async function lockCustomerService(client: PoolClient, brandId: number) {
  await client.query('lock table customer_service_entries in share row exclusive mode');
  const { rows } = await client.query<{ title: string; url: string }>(
    'select title, url from customer_service_entries where brand_id = $1 order by sort, id',
    [brandId],
  );
  return rows;
}
