import type { MessageService } from '../../messages/index.ts';
import type { PoolClient } from '../../platform/database/pool.ts';

/**
 * The settlement's word to the members whose winnings a corrected result changed: one inbox
 * message each, in the settlement's transaction (sent if and only if the money moved).
 */
export function correctionMessages(messages: Pick<MessageService, 'sendToManyWithin'>) {
  return async (client: PoolClient, drawKey: string, memberIds: bigint[]): Promise<void> => {
    await messages.sendToManyWithin(client, memberIds, {
      kind: 'lottery_result_corrected',
      params: { drawId: drawKey },
    });
  };
}
