import type { Winner, Winners } from '@lotus/contract/house-games';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventsChannel } from '../platform/events/notify.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  betBody,
  nextVendorId,
  operatorHeaders,
  playerAt,
  vendorCall,
} from '../../test/vendor-wallet-helpers.ts';
import type { TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { setHouseSettings } from '../house/house-test-helpers.ts';

let sites: TestSites;
let vendor: TestVendor;
beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  // The demo's simulator slots vendor, whose games the catalog lists by name; its secret issued here.
  const issued = await sites.operator.inject({
    method: 'POST',
    url: '/admin/vendors/SIM_SLOTS/secret',
    headers: operatorHeaders,
  });
  vendor = { code: 'SIM_SLOTS', secret: issued.json().value.secret as string };
});
afterAll(() => sites.close());

describe('vendor wins on the winners board', () => {
  it('pushes a vendor round live once, by the credit that brings it to the threshold, as the line the board serves', async () => {
    await setHouseSettings(sites.operator, { winnersThreshold: '500000' });
    const player = await playerAt(sites, vendor, 100_000n);
    const listener = new pg.Client({ connectionString: sites.database.url });
    await listener.connect();
    const winners: Winner[] = [];
    listener.on('notification', (message) => {
      const event = JSON.parse(message.payload ?? '{}') as { topic: string; data: Winner };
      if (event.topic === 'winner') winners.push(event.data);
    });
    await listener.query(`listen ${liveEventsChannel}`);
    const play = async (credits: string[]) => {
      const roundId = nextVendorId('round');
      const debit = await vendorCall(sites.member, vendor, 'debit', betBody(player, '10000', { roundId }));
      expect(debit.statusCode, debit.body).toBe(200);
      for (const amount of credits) {
        const credit = await vendorCall(sites.member, vendor, 'credit', {
          playerId: player.playerId,
          transactionId: nextVendorId('win'),
          roundId,
          amount,
        });
        expect(credit.statusCode, credit.body).toBe(200);
      }
    };
    try {
      await play(['20000']); // a small win: not on the board
      await play(['300000', '250000', '100000']); // 550,000 after its second credit, 650,000 in all
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await listener.end();
    }
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({
      kind: 'win',
      gameCode: 'lucky-lotus',
      gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
      prize: '550000',
    });
    const board = (await sites.member.inject({ method: 'GET', url: '/wps/relay/winners' })).json()
      .value as Winners;
    // The board shows the round's whole payout, at the time it first settled: the pushed line's time.
    expect(board.list[0]).toEqual({ ...winners[0], prize: '650000' });
    expect(board.list.some((entry) => entry.prize === '20000')).toBe(false);
  });
});
