import type {
  AdminLotteryDraw,
  AdminLotteryDrawPage,
  AdminLotteryDrawQuery,
  LotteryResult,
} from '@lotus/contract/lottery';
import { boardShapeProblems, layoutOf } from '@lotus/games';
import type { OperatorContext } from '../platform/database/audit.ts';
import { insertAudit } from '../platform/database/audit.ts';
import type { Pool, Queryable } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { FinalNotices } from './final-notices.ts';
import {
  confirmPendingResult,
  discardPendingResult,
  insertPendingResult,
  markDrawVoid,
  selectResults,
  setDrawStatus,
} from './results-tables.ts';
import type { ResultRow } from './results-tables.ts';
import { drawColumns, lockDraw, selectDraw } from './tables.ts';
import type { DrawRow } from './tables.ts';
import { selectDrawSettlements } from './settlement/settlement-tables.ts';
import type { DrawSettlementRow } from './settlement/settlement-tables.ts';

const operatorRef = (id: bigint | null, username: string | null) =>
  id === null ? null : { id: id.toString(), username: username ?? '' };

function resultOf(row: ResultRow): LotteryResult {
  return {
    id: row.id.toString(),
    board: row.board,
    source: row.source,
    state: row.state,
    isCorrection: row.is_correction,
    enteredBy: operatorRef(row.entered_by, row.entered_by_username),
    enteredAt: row.entered_at.toISOString(),
    confirmedBy: operatorRef(row.confirmed_by, row.confirmed_by_username),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}

/** A draw as the operator sees it: `server_seed` is only ever set by the statement that draws it. */
export function adminDrawOf(
  row: DrawRow,
  results: ResultRow[] = [],
  settlements: DrawSettlementRow[] = [],
): AdminLotteryDraw {
  return {
    drawId: row.draw_key,
    game: row.game_code as AdminLotteryDraw['game'],
    kind: row.kind,
    region: row.region,
    station: row.station_code,
    drawDate: row.draw_date,
    drawsAt: row.draws_at.toISOString(),
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    status: row.status,
    seedHash: row.seed_hash,
    serverSeed: row.server_seed,
    board: row.board,
    finalAt: row.final_at?.toISOString() ?? null,
    voidReason: row.void_reason,
    results: results.map(resultOf),
    settlements: settlements.map((settlement) => ({
      kind: settlement.kind,
      bets: settlement.bets,
      winners: settlement.winners,
      moved: settlement.moved.toString(),
      shortfall: settlement.shortfall.toString(),
      settledAt: settlement.settled_at.toISOString(),
    })),
  };
}

/** Who enters a result: an operator (the call's context) or a job of the platform (no one). */
export interface ResultAuthor {
  context: OperatorContext;
  /** 'operator', or 'import:<adapter>'. */
  source: string;
}

/**
 * The operator's side of the draws: a regional result entered past the close waits for a second
 * operator's confirmation; a confirmed result makes the draw final (or corrects it, the history kept);
 * a draw not yet final can be voided. Every change is audited in its own transaction.
 */
export function createLotteryResults(deps: { pool: Pool; brandId: number; notices: FinalNotices }) {
  const { pool, brandId, notices } = deps;

  async function lockedDraw(db: Queryable, drawKey: string): Promise<DrawRow> {
    const draw = await lockDraw(db, brandId, drawKey);
    if (!draw) throw new AppError('error_not_found');
    return draw;
  }

  async function detail(db: Queryable, drawKey: string): Promise<AdminLotteryDraw> {
    const draw = await selectDraw(db, brandId, drawKey);
    if (!draw) throw new AppError('error_not_found');
    return adminDrawOf(draw, await selectResults(db, draw.id), await selectDrawSettlements(db, draw.id));
  }

  async function list(query: AdminLotteryDrawQuery): Promise<AdminLotteryDrawPage> {
    const { rows } = await pool.query<DrawRow & { total: number }>(
      `select ${drawColumns}, count(*) over ()::int as total
       from lottery_draws d join lottery_games g on g.code = d.game_code
       where d.brand_id = $1 and ($2::date is null or d.draw_date = $2)
         and ($3::text is null or d.game_code = $3) and ($4::text is null or d.status = $4)
       order by d.draws_at desc, d.draw_key limit $5 offset $6`,
      [
        brandId,
        query.date ?? null,
        query.game ?? null,
        query.status ?? null,
        query.size,
        (query.page - 1) * query.size,
      ],
    );
    return {
      content: rows.map((row) => adminDrawOf(row)),
      page: query.page,
      size: query.size,
      total: rows[0]?.total ?? 0,
    };
  }

  /**
   * Enters a regional draw's result: only past its close, the board checked for shape first (a
   * problem names the prize and the position, and changes nothing). It waits for a second
   * operator; entered on a final draw it is a correction. A newer entry sets a waiting one aside.
   */
  async function enter(
    drawKey: string,
    board: Record<string, readonly string[]>,
    author: ResultAuthor,
  ): Promise<AdminLotteryDraw> {
    return inTransaction(pool, async (client) => {
      const draw = await lockedDraw(client, drawKey);
      const pastClose = draw.closes_at.getTime() <= Date.now();
      if (draw.kind !== 'regional' || draw.status === 'void' || !pastClose) {
        throw new AppError('error_lottery_draw_state', { params: { status: draw.status } });
      }
      const problems = boardShapeProblems(layoutOf(draw.region), board);
      const first = problems[0];
      if (first) {
        throw new AppError('error_lottery_board_invalid', {
          params: { prize: first.prize, position: first.index === undefined ? '–' : first.index + 1 },
          fields: Object.fromEntries(
            problems.map((problem) => [
              problem.index === undefined
                ? `board.${problem.prize}`
                : `board.${problem.prize}.${problem.index}`,
              problem.problem,
            ]),
          ),
        });
      }
      const isCorrection = draw.status === 'final';
      await discardPendingResult(client, draw.id);
      await insertPendingResult(client, {
        drawId: draw.id,
        board,
        source: author.source,
        isCorrection,
        enteredBy: author.context.operatorId,
        enteredByUsername: author.context.username,
      });
      if (!isCorrection) await setDrawStatus(client, draw.id, 'entered');
      await insertAudit(client, {
        brandId,
        action: isCorrection ? 'lottery.result.correct' : 'lottery.result.enter',
        context: author.context,
        target: `lottery draw ${drawKey}`,
        before: draw.board,
        after: board,
        detail: { source: author.source },
      });
      return detail(client, drawKey);
    });
  }

  /** Confirms the waiting result, never by the operator who entered it: the draw is final (or corrected). */
  async function confirm(drawKey: string, context: OperatorContext): Promise<AdminLotteryDraw> {
    const { answer, isCorrection } = await inTransaction(pool, async (client) => {
      const draw = await lockedDraw(client, drawKey);
      const pending = (await selectResults(client, draw.id)).find((result) => result.state === 'pending');
      if (!pending) throw new AppError('error_lottery_no_pending_result');
      if (pending.entered_by !== null && pending.entered_by === context.operatorId) {
        throw new AppError('error_lottery_result_same_operator');
      }
      await confirmPendingResult(client, brandId, {
        drawId: draw.id,
        resultId: pending.id,
        confirmedBy: context.operatorId,
        confirmedByUsername: context.username,
      });
      await insertAudit(client, {
        brandId,
        action: pending.is_correction ? 'lottery.result.confirm_correction' : 'lottery.result.confirm',
        context,
        target: `lottery draw ${drawKey}`,
        before: draw.board,
        after: pending.board,
        detail: { resultId: pending.id.toString(), enteredBy: pending.entered_by_username },
      });
      return { answer: await detail(client, drawKey), isCorrection: pending.is_correction };
    });
    await notices.announce({ drawKey, isCorrection });
    return answer;
  }

  /** Voids a draw that is not final: a waiting result is set aside; a fast draw is never drawn. */
  async function voidDraw(
    drawKey: string,
    reason: string,
    context: OperatorContext,
  ): Promise<AdminLotteryDraw> {
    return inTransaction(pool, async (client) => {
      const draw = await lockedDraw(client, drawKey);
      if (draw.status === 'final' || draw.status === 'void') {
        throw new AppError('error_lottery_draw_state', { params: { status: draw.status } });
      }
      await discardPendingResult(client, draw.id);
      await markDrawVoid(client, draw.id, { voidedBy: context.operatorId, reason });
      await insertAudit(client, {
        brandId,
        action: 'lottery.draw.void',
        context,
        target: `lottery draw ${drawKey}`,
        before: { status: draw.status },
        after: { status: 'void' },
        detail: { reason },
      });
      return detail(client, drawKey);
    });
  }

  return { list, get: (drawKey: string) => detail(pool, drawKey), enter, confirm, voidDraw };
}

export type LotteryResultsService = ReturnType<typeof createLotteryResults>;
