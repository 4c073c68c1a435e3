/** The sizes a virtual grid lays out with: how wide it is, and how tall one card is for a column width. */
export interface GridGeometry {
  width: number;
  minColumnWidth: number;
  gap: number;
  /** A card's height for a column width (the image keeps its aspect ratio, the text under it does not grow). */
  cardHeight: (columnWidth: number) => number;
}

export interface GridWindow {
  columns: number;
  rowStride: number;
  totalRows: number;
  firstRow: number;
  /** One past the last row to render. */
  endRow: number;
}

/** Phones get two columns however narrow; a width not measured yet (a test's DOM) counts as a phone. */
const minimumColumns = 2;

/**
 * Which rows of the grid to render: those in the viewport plus `overscanRows` either side. Pure, so
 * the arithmetic is tested without a browser. `viewportTop` is where the visible part starts,
 * measured from the grid's top (negative while the grid is still below the fold).
 */
export function gridWindow(
  itemCount: number,
  geometry: GridGeometry,
  viewport: { top: number; height: number },
  overscanRows: number,
): GridWindow {
  const { width, minColumnWidth, gap } = geometry;
  const columns = Math.max(minimumColumns, Math.floor((width + gap) / (minColumnWidth + gap)));
  const columnWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const rowStride = Math.max(1, Math.round(geometry.cardHeight(columnWidth)) + gap);
  const totalRows = Math.ceil(itemCount / columns);
  const firstVisible = Math.floor(Math.max(0, viewport.top) / rowStride);
  const lastVisible = Math.ceil(Math.max(0, viewport.top + viewport.height) / rowStride);
  const firstRow = Math.min(totalRows, Math.max(0, firstVisible - overscanRows));
  const endRow = Math.min(totalRows, lastVisible + overscanRows);
  return { columns, rowStride, totalRows, firstRow, endRow: Math.max(firstRow, endRow) };
}
