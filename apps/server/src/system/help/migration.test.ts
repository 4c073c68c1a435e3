import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, migrationsDirectory } from '../../platform/database/migrate.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';

/**
 * 0029 turns the per-language help categories into one tree with texts per language. It is run on a
 * database holding the old shape with the content the seed used to write (the same categories in
 * Vietnamese and English, in the same order) and a brand that has only one language's content.
 */
let adminUrl: string;
let scratchName: string;
let scratch: Pool;

beforeAll(async () => {
  // A database of our own, migrated by hand: only 0001 (the help tables' old shape), then 0029.
  adminUrl = inject('adminDatabaseUrl');
  scratchName = `lotus_help_migration_${randomBytes(6).toString('hex')}`;
  await onAdmin(`create database ${scratchName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratchName}`;
  scratch = createPool(url.toString(), 2);
});
afterAll(async () => {
  await scratch.end();
  await onAdmin(`drop database if exists ${scratchName} with (force)`);
});

async function onAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function insertCategory(brandId: number, language: string, title: string, sort: number) {
  const { rows } = await scratch.query<{ id: number }>(
    'insert into help_categories (brand_id, language, title, sort) values ($1, $2, $3, $4) returning id',
    [brandId, language, title, sort],
  );
  return (rows[0] as { id: number }).id;
}

async function insertArticle(categoryId: number, title: string, sort: number) {
  await scratch.query(
    'insert into help_articles (category_id, title, content, sort) values ($1, $2, $3, $4)',
    [categoryId, title, `${title}: content`, sort],
  );
}

describe('migration 0029_help_centre', () => {
  it('pairs each language’s n-th category and article into one, keeping every text', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'lotus-help-migration-'));
    await copyFile(
      path.join(migrationsDirectory, '0001_system.sql'),
      path.join(directory, '0001_system.sql'),
    );
    expect(await migrate(scratch, undefined, directory)).toEqual(['0001_system.sql']);

    const brand = await scratch.query<{ id: number }>(
      `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
       values ('lotus', 'Lotus', 'm', 'WEB', 'Elott', 'vi', '{vi,en}'),
              ('solo', 'Solo', 'm', 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
    );
    const [lotus, solo] = brand.rows.map((row) => row.id) as [number, number];
    // English rows first, so the default language's rows are not simply the lowest ids.
    const account = await insertCategory(lotus, 'en', 'Account', 0);
    const money = await insertCategory(lotus, 'en', 'Money', 1);
    const taiKhoan = await insertCategory(lotus, 'vi', 'Tài khoản', 0);
    const tien = await insertCategory(lotus, 'vi', 'Tiền', 1);
    await insertArticle(account, 'Register', 0);
    await insertArticle(account, 'Password', 1);
    await insertArticle(taiKhoan, 'Đăng ký', 0);
    await insertArticle(taiKhoan, 'Mật khẩu', 1);
    // Vietnamese has an article English lacks, English one Vietnamese lacks.
    await insertArticle(tien, 'Nạp', 0);
    await insertArticle(tien, 'Rút', 1);
    await insertArticle(money, 'Deposit', 0);
    const soloOnly = await insertCategory(solo, 'en', 'Only English', 0);
    await insertArticle(soloOnly, 'Alone', 0);

    await copyFile(
      path.join(migrationsDirectory, '0029_help_centre.sql'),
      path.join(directory, '0029_help_centre.sql'),
    );
    expect(await migrate(scratch, undefined, directory)).toEqual(['0029_help_centre.sql']);

    const categories = await scratch.query(
      `select c.id, c.brand_id, c.published, c.slug,
              jsonb_object_agg(t.language, t.title order by t.language) as titles
         from help_categories c join help_category_texts t on t.category_id = c.id
        group by c.id order by c.brand_id, c.sort, c.id`,
    );
    expect(categories.rows).toEqual([
      {
        id: taiKhoan,
        brand_id: lotus,
        published: true,
        slug: null,
        titles: { en: 'Account', vi: 'Tài khoản' },
      },
      { id: tien, brand_id: lotus, published: true, slug: null, titles: { en: 'Money', vi: 'Tiền' } },
      { id: soloOnly, brand_id: solo, published: true, slug: null, titles: { en: 'Only English' } },
    ]);

    const articles = await scratch.query(
      `select a.category_id, jsonb_object_agg(t.language, t.title order by t.language) as titles,
              bool_and(t.content = t.title || ': content') as contents_kept
         from help_articles a join help_article_texts t on t.article_id = a.id
        group by a.id order by a.category_id, a.sort, a.id`,
    );
    expect(articles.rows).toEqual([
      { category_id: taiKhoan, titles: { en: 'Register', vi: 'Đăng ký' }, contents_kept: true },
      { category_id: taiKhoan, titles: { en: 'Password', vi: 'Mật khẩu' }, contents_kept: true },
      { category_id: tien, titles: { en: 'Deposit', vi: 'Nạp' }, contents_kept: true },
      { category_id: tien, titles: { vi: 'Rút' }, contents_kept: true },
      { category_id: soloOnly, titles: { en: 'Alone' }, contents_kept: true },
    ]);
    const leftovers = await scratch.query(
      `select (select count(*)::int from help_articles a where not exists
                 (select 1 from help_article_texts t where t.article_id = a.id)) as articles_without_text`,
    );
    expect(leftovers.rows[0]).toEqual({ articles_without_text: 0 });
  });
});
