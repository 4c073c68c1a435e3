// Where the Plinko board's pegs and buckets are, and where the ball is at each moment of a drop.
// Pure functions of the rows and the round's path, so a test can follow the ball without a browser.

/** The ball's drop: its bounces, top row first, its bucket, and a key that restarts the animation per drop. */
export interface PlinkoDrop {
  path: readonly ('left' | 'right')[];
  bucket: number;
  key: string;
}

export interface Point {
  x: number;
  y: number;
}

/** The board in SVG units: 100 wide, as tall as its rows need. */
export interface PlinkoGeometry {
  rows: number;
  /** The distance between two pegs of a row, and the width of a bucket. */
  spacing: number;
  pegRadius: number;
  ballRadius: number;
  bucketTop: number;
  bucketHeight: number;
  height: number;
  /** Peg `index` of row `row` (row r has r + 3 pegs, centred). */
  pegX: (row: number, index: number) => number;
  rowY: (row: number) => number;
  /** The centre of bucket k, under the gap between pegs k and k + 1 of the last row. */
  bucketX: (bucket: number) => number;
}

export function plinkoGeometry(rows: number): PlinkoGeometry {
  const spacing = 100 / (rows + 2);
  const rowGap = spacing * 0.86;
  const top = spacing;
  const rowY = (row: number) => top + row * rowGap;
  const bucketTop = rowY(rows - 1) + rowGap * 0.8;
  const bucketHeight = spacing * 0.8;
  return {
    rows,
    spacing,
    pegRadius: spacing * 0.11,
    ballRadius: spacing * 0.26,
    bucketTop,
    bucketHeight,
    height: bucketTop + bucketHeight + spacing * 0.2,
    pegX: (row, index) => 50 + (index - (row + 2) / 2) * spacing,
    rowY,
    bucketX: (bucket) => 50 + (bucket - rows / 2) * spacing,
  };
}

type Easing = 'linear' | 'in' | 'out';

interface Segment {
  from: Point;
  to: Point;
  start: number;
  duration: number;
  /** The vertical easing: a fall speeds up ('in'), a bounce's rise slows down ('out'). */
  easing: Easing;
}

export interface PlinkoTimeline {
  /** The peg the ball meets on each row, top row first: 1 + the bounces to the right before it. */
  pegs: number[];
  /** The ball's start, then on each row the peg it meets and the top of its bounce, then its bucket. */
  points: Point[];
  /** When (ms from the start) the ball meets the peg of each row. */
  contactTimes: number[];
  segments: Segment[];
  duration: number;
}

/** The time of one row's bounce: a drop takes about 1.5 s whatever its rows. */
export function rowDurationMs(rows: number): number {
  return Math.min(160, Math.max(80, 1400 / rows));
}

/**
 * The ball's way down along `path` (the round's outcome): it meets on row r the peg at
 * 1 + (bounces to the right so far), bounces a little up and towards its side, falls onto the next
 * row's peg half a spacing over, and after the last row into its bucket (the number of rights).
 */
export function plinkoTimeline(
  geometry: PlinkoGeometry,
  path: readonly ('left' | 'right')[],
): PlinkoTimeline {
  const { rows, spacing, pegRadius, ballRadius } = geometry;
  const rowTime = rowDurationMs(rows);
  const rowGap = geometry.rowY(1) - geometry.rowY(0);
  const pegs: number[] = [];
  const points: Point[] = [];
  const contactTimes: number[] = [];
  const segments: Segment[] = [];
  let time = 0;
  const go = (to: Point, duration: number, easing: Easing) => {
    segments.push({ from: points.at(-1)!, to, start: time, duration, easing });
    points.push(to);
    time += duration;
  };

  points.push({ x: geometry.pegX(0, 1), y: ballRadius });
  let rights = 0;
  for (let row = 0; row < rows; row++) {
    const peg = 1 + rights;
    pegs.push(peg);
    const contact = { x: geometry.pegX(row, peg), y: geometry.rowY(row) - pegRadius - ballRadius * 0.9 };
    go(contact, row === 0 ? rowTime * 1.2 : rowTime * 0.6, 'in');
    contactTimes.push(time);
    const side = path[row] === 'right' ? 1 : -1;
    if (path[row] === 'right') rights += 1;
    go({ x: contact.x + side * spacing * 0.2, y: contact.y - rowGap * 0.3 }, rowTime * 0.4, 'out');
  }
  go({ x: geometry.bucketX(rights), y: geometry.bucketTop - ballRadius * 1.05 }, rowTime * 0.8, 'in');
  return { pegs, points, contactTimes, segments, duration: time };
}

function ease(easing: Easing, u: number): number {
  if (easing === 'in') return u * u;
  if (easing === 'out') return 1 - (1 - u) * (1 - u);
  return u;
}

/** Where the ball is `elapsedMs` into the drop (at its bucket from the end on). */
export function positionAt(timeline: PlinkoTimeline, elapsedMs: number): Point {
  const segment = timeline.segments.find((entry) => elapsedMs < entry.start + entry.duration);
  if (!segment) return timeline.points.at(-1)!;
  const u = Math.max(0, (elapsedMs - segment.start) / segment.duration);
  return {
    x: segment.from.x + (segment.to.x - segment.from.x) * u,
    y: segment.from.y + (segment.to.y - segment.from.y) * ease(segment.easing, u),
  };
}
