/**
 * The one cache entry of the jackpot pool (`GET /wps/relay/jackpot`): the counter reads it, and a
 * site that follows the live `jackpot` event writes the pushed value into it, so the counter moves
 * at once instead of at its next poll.
 */
export const jackpotQueryKey = ['jackpot'] as const;

/** How often the counter asks for the pool when nothing is pushed (the line-detection page). */
export const jackpotRefetchMs = 15_000;
