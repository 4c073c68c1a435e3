import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { migrate } from './migrate.ts';
import { inTransaction } from './transaction.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrate', () => {
  it('applies nothing twice', async () => {
    expect(await migrate(database.pool)).toEqual([]);
  });

  it('refuses a migration edited after it was applied', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'lotus-migrations-'));
    await writeFile(path.join(directory, '0001_probe.sql'), 'create table probe (id int);');
    expect(await migrate(database.pool, undefined, directory)).toEqual(['0001_probe.sql']);
    await writeFile(path.join(directory, '0001_probe.sql'), 'create table probe (id bigint);');
    await expect(migrate(database.pool, undefined, directory)).rejects.toThrow(
      /was changed after it was applied/,
    );
  });
});

describe('inTransaction', () => {
  it('rolls back everything when the work throws', async () => {
    await database.pool.query('create table counter (n int)');
    await expect(
      inTransaction(database.pool, async (client) => {
        await client.query('insert into counter values (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rowCount } = await database.pool.query('select * from counter');
    expect(rowCount).toBe(0);
  });
});
