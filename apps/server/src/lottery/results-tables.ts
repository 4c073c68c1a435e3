import type { Queryable } from '../platform/database/pool.ts';

/** One result a draw was given (lottery_results). */
export interface ResultRow {
  id: bigint;
  draw_id: bigint;
  board: Record<string, string[]>;
  source: string;
  state: 'pending' | 'confirmed' | 'replaced' | 'discarded';
  is_correction: boolean;
  entered_by: bigint | null;
  entered_by_username: string | null;
  entered_at: Date;
  confirmed_by: bigint | null;
  confirmed_by_username: string | null;
  confirmed_at: Date | null;
}

const resultColumns = `id, draw_id, board, source, state, is_correction, entered_by, entered_by_username,
  entered_at, confirmed_by, confirmed_by_username, confirmed_at`;

export async function selectResults(db: Queryable, drawId: bigint): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    `select ${resultColumns} from lottery_results where draw_id = $1 order by id desc`,
    [drawId],
  );
  return rows;
}

/** Sets a waiting result aside (a newer entry replaces it, or the draw was voided). */
export async function discardPendingResult(db: Queryable, drawId: bigint): Promise<void> {
  await db.query(`update lottery_results set state = 'discarded' where draw_id = $1 and state = 'pending'`, [
    drawId,
  ]);
}

export async function insertPendingResult(
  db: Queryable,
  entry: {
    drawId: bigint;
    board: Record<string, readonly string[]>;
    source: string;
    isCorrection: boolean;
    enteredBy: bigint | null;
    enteredByUsername: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into lottery_results (draw_id, board, source, state, is_correction, entered_by, entered_by_username)
     values ($1, $2::jsonb, $3, 'pending', $4, $5, $6)`,
    [
      entry.drawId,
      JSON.stringify(entry.board),
      entry.source,
      entry.isCorrection,
      entry.enteredBy,
      entry.enteredByUsername,
    ],
  );
}

export async function setDrawStatus(db: Queryable, drawId: bigint, status: string): Promise<void> {
  await db.query(`update lottery_draws set status = $2 where id = $1`, [drawId, status]);
}

/**
 * Confirms the waiting result: the one confirmed before (if any) is replaced, the draw becomes final
 * with its board, and the final notice is written (in the caller's transaction, the draw locked).
 */
export async function confirmPendingResult(
  db: Queryable,
  brandId: number,
  entry: { drawId: bigint; resultId: bigint; confirmedBy: bigint | null; confirmedByUsername: string | null },
): Promise<void> {
  // First on its own: one confirmed result per draw is a unique index, checked row by row.
  await db.query(`update lottery_results set state = 'replaced' where draw_id = $1 and state = 'confirmed'`, [
    entry.drawId,
  ]);
  await db.query(
    `with confirmed as (
       update lottery_results set state = 'confirmed', confirmed_by = $4, confirmed_by_username = $5,
         confirmed_at = now()
       where id = $3 and state = 'pending'
       returning id, board, is_correction
     ), drawn as (
       update lottery_draws d set status = 'final', board = confirmed.board, final_at = now()
       from confirmed where d.id = $2
     )
     insert into lottery_final_notices (brand_id, draw_id, result_id, is_correction)
     select $1, $2, id, is_correction from confirmed`,
    [brandId, entry.drawId, entry.resultId, entry.confirmedBy, entry.confirmedByUsername],
  );
}

export async function markDrawVoid(
  db: Queryable,
  drawId: bigint,
  entry: { voidedBy: bigint | null; reason: string },
): Promise<void> {
  await db.query(
    `update lottery_draws set status = 'void', voided_at = now(), voided_by = $2, void_reason = $3 where id = $1`,
    [drawId, entry.voidedBy, entry.reason],
  );
}
