import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { winnerSchema, winnersSchema } from '../house-games/schemas.ts';

/** The home page's board (`GET /wps/relay/winners`) is declared with the other winners calls. */
export { winnersSchema };

/**
 * The winners pages of the member site: every real win above the brand's threshold, paged, and the
 * leaderboard of the day's and the week's biggest single wins. Lines are the winners board's own
 * (`winnerSchema`: masked player, game with its names by language, prize in minor units, time in
 * ISO 8601 UTC); docs/winners.md explains the rules.
 */

/**
 * How deep the winners list goes: the latest this many wins. Nobody pages further back, and a
 * bounded count keeps the public call cheap however many wins a brand has paid.
 */
export const winnersListDepth = 1000;

/** `GET /wps/relay/winners/list?page=&size=`: the wins at or above the threshold, newest first. */
export const winnersListQuerySchema = pageQuerySchema;
export type WinnersListQuery = z.infer<typeof winnersListQuerySchema>;
export const winnerPageSchema = pageOf(winnerSchema);
export type WinnerPage = z.infer<typeof winnerPageSchema>;

/** The leaderboard's periods: the current calendar day and week (from Monday) in the brand's time zone. */
const leaderboardPeriods = ['day', 'week'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

/** How many lines a leaderboard holds. */
export const leaderboardSize = 20;

/** `GET /wps/relay/winners/leaderboard?period=day|week` (the day when no period is given). */
export const leaderboardQuerySchema = z.object({
  period: z.enum(leaderboardPeriods).default('day'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** A leaderboard line: a winners-board line with its place (1 is the biggest win). */
const leaderboardEntrySchema = winnerSchema.extend({ rank: z.number().int().min(1) });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * The period's biggest single wins, biggest first (an earlier win first among equal prizes), with
 * the period's bounds as the server computed them: `from` inclusive, `to` exclusive, ISO 8601 UTC.
 */
export const leaderboardSchema = z.object({
  period: z.enum(leaderboardPeriods),
  from: z.string(),
  to: z.string(),
  /** The brand's time zone the period was cut in (IANA name). */
  timeZone: z.string(),
  list: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
