import { pageOf } from '@lotus/contract/envelope';
import {
  walletBonusSchema,
  walletBonusesQuerySchema,
  walletRecordSchema,
  walletRecordsQuerySchema,
} from '@lotus/contract/wallet-records/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { WalletRecords } from './service.ts';

/** The member's account record and bonus details: only the session's own postings, never an id in the path. */
export function walletRecordRoutes(deps: {
  records: WalletRecords;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];

    app.get(
      '/wps/relay/wallet/records',
      {
        schema: {
          tags,
          summary:
            'The account record: every movement of the member’s main wallet, newest first; filter by type and dates (a day yyyy-MM-dd in the brand’s time zone, to inclusive; or an ISO instant, to exclusive)',
          querystring: walletRecordsQuerySchema,
          response: responses(pageOf(walletRecordSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.records.records(member.id, request.query));
      },
    );

    app.get(
      '/wps/relay/wallet/bonuses',
      {
        schema: {
          tags,
          summary: 'Bonus details: the bonuses and rebates paid into the member’s main wallet, newest first',
          querystring: walletBonusesQuerySchema,
          response: responses(pageOf(walletBonusSchema)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.records.bonuses(member.id, request.query));
      },
    );
  };
}
