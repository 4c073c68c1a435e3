import type { Logger } from '../platform/logger.ts';
import type { Pool, PoolClient } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { hashPassword } from '../platform/crypto/password.ts';
import { seedDepositChannels } from './demo-deposit-channels.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { seedHomeContent } from './demo-home-content.ts';
import { seedVendors } from './demo-vendors.ts';
import { seedHelpCentre } from './demo-help.ts';
import { seedSitePages } from './demo-site-pages.ts';
import { seedCampaigns } from './demo-campaigns.ts';
import { seedPoints } from './demo-points.ts';
import { seedPromotions } from './demo-promotions.ts';
import { seedReferral } from './demo-referral.ts';
import { seedVip } from './demo-vip.ts';
import {
  demoAccounts,
  demoBrand,
  demoHotGames,
  demoRegisterRules,
  demoSpeedBanners,
  demoSwitches,
} from './demo-brand.ts';

async function seedSystem(client: PoolClient, brandId: number, lines: readonly string[]): Promise<void> {
  await client.query('insert into system_settings (brand_id) values ($1)', [brandId]);
  for (const [index, [modId, parent, enabled]] of demoSwitches.entries()) {
    await client.query(
      'insert into feature_switches (brand_id, mod_id, parent_mod_id, enabled, sort) values ($1, $2, $3, $4, $5)',
      [brandId, modId, parent, enabled, index],
    );
  }
  for (const [
    index,
    [field, patternId, accepted, min, max, required, confirmOf],
  ] of demoRegisterRules.entries()) {
    await client.query(
      `insert into field_rules (brand_id, form, field, pattern_id, accepted_pattern, min_length, max_length, required, confirm_of, sort)
       values ($1, 'register', $2, $3, $4, $5, $6, $7, $8, $9)`,
      [brandId, field, patternId, accepted, min, max, required, confirmOf, index],
    );
  }
  for (const [index, domain] of lines.entries()) {
    await client.query(
      'insert into domain_routes (brand_id, device, domain_name, sort) values ($1, 3, $2, $3)',
      [brandId, domain, index],
    );
  }
  await seedHelpCentre(client, brandId);
  await seedSitePages(client, brandId);
}

async function seedContentAndGames(
  client: PoolClient,
  brandId: number,
  memberSiteUrl: string,
): Promise<void> {
  for (const [index, [code, name]] of demoHotGames.entries()) {
    await client.query(
      'insert into hot_games (brand_id, game_code, name, image_url, sort) values ($1, $2, $3, $4, $5)',
      [brandId, code, name, `/media/games/${code}.svg`, index],
    );
  }
  for (const [index, banner] of demoSpeedBanners.entries()) {
    await client.query(
      `insert into banners (brand_id, group_name, kind, image_url, linkage_type, link_url, title, texts, sort)
       values ($1, 'w_speed', 'banner', $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        brandId,
        banner.imageUrl,
        banner.linksToMemberSite ? 'URL' : 'NONE',
        banner.linksToMemberSite ? memberSiteUrl : null,
        banner.title,
        JSON.stringify(banner.texts),
        index,
      ],
    );
  }
}

/** The house accounts every brand has, empty: only real play will ever fund them. */
async function seedLedger(client: PoolClient, brandId: number): Promise<void> {
  await client.query(
    `insert into ledger_accounts (brand_id, code, currency)
     select id, 'jackpot_pool', currency from brands where id = $1
     on conflict (brand_id, code) do nothing`,
    [brandId],
  );
}

async function seedAccounts(client: PoolClient, brandId: number): Promise<void> {
  const ids = new Map<string, bigint>();
  for (const account of demoAccounts) {
    const { rows } = await client.query<{ id: bigint }>(
      `insert into members (brand_id, username, password_hash, type, nickname, upline_id, affiliate_code)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        brandId,
        account.username,
        await hashPassword(account.password),
        account.type,
        account.nickname,
        account.upline ? ids.get(account.upline) : null,
        account.affiliateCode,
      ],
    );
    if (rows[0]) ids.set(account.username, rows[0].id);
  }
}

/**
 * Seeds the demo brand and accounts once: when the brand already exists nothing is touched, so a
 * second start keeps whatever the operator changed. The lines are the local sites themselves;
 * `memberSiteUrl` is where the first banner leads.
 */
export async function seedDemo(
  pool: Pool,
  options: { lines: readonly string[]; memberSiteUrl: string; logger?: Logger },
): Promise<boolean> {
  return inTransaction(pool, async (client) => {
    await client.query('lock table brands in exclusive mode');
    const existing = await client.query('select 1 from brands where code = $1', [demoBrand.code]);
    if (existing.rowCount) return false;
    const { rows } = await client.query<{ id: number }>(
      `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        demoBrand.code,
        demoBrand.name,
        demoBrand.merchant,
        demoBrand.platform,
        demoBrand.lotteryType,
        demoBrand.defaultLanguage,
        demoBrand.languages,
      ],
    );
    const brandId = rows[0]?.id;
    if (brandId === undefined) throw new Error('brand insert returned no id');
    await seedSystem(client, brandId, options.lines);
    await seedContentAndGames(client, brandId, options.memberSiteUrl);
    await seedHomeContent(client, brandId);
    await seedLedger(client, brandId);
    await seedDepositChannels(client, brandId);
    await seedVendors(client, brandId);
    await seedDemoCatalog(client, brandId);
    await seedAccounts(client, brandId);
    await seedPoints(client, brandId);
    await seedCampaigns(client, brandId);
    await seedPromotions(client, brandId);
    await seedReferral(client, brandId);
    await seedVip(client, brandId);
    options.logger?.info({ brand: demoBrand.code }, 'demo brand and accounts seeded');
    return true;
  });
}
