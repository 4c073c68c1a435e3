import { listWalletBonuses, listWalletRecords } from '@lotus/contract/wallet-records';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { WalletRecords } from './service.ts';

/** The member's account record and bonus details: only the session's own postings, never an id in the path. */
export function walletRecordRoutes(deps: { records: WalletRecords }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listWalletRecords, async ({ caller, query }) =>
      deps.records.records(caller.member.id, query),
    );
    await registerCall(app, listWalletBonuses, async ({ caller, query }) =>
      deps.records.bonuses(caller.member.id, query),
    );
  };
}
