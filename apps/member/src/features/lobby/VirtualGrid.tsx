import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { gridWindow } from './virtual-window.ts';
import * as styles from './VirtualGrid.css.ts';

export interface VirtualGridProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The accessible name of the list. */
  label: string;
  minColumnWidth: number;
  /** A card's height for a column width. */
  cardHeight: (columnWidth: number) => number;
  /** Rows rendered above and below the viewport, so a fast scroll does not show blanks. */
  overscanRows?: number;
  /** Called when the rendered window reaches the last loaded row (load the next page). */
  onReachEnd?: () => void;
}

interface Measure {
  width: number;
  gap: number;
  /** The viewport's top measured from the grid's top, and its height. */
  top: number;
  height: number;
}

function measure(element: HTMLElement, rows: HTMLElement | null): Measure {
  const gap = rows ? Number.parseFloat(getComputedStyle(rows).columnGap) : Number.NaN;
  return {
    width: element.clientWidth,
    gap: Number.isFinite(gap) ? gap : 12,
    top: -element.getBoundingClientRect().top,
    height: window.innerHeight,
  };
}

/**
 * A grid of thousands of cards that renders only the rows in view (plus a margin) and scrolls with
 * the page: its full height is reserved, the rendered rows are moved to where they belong. No
 * library: the arithmetic is `gridWindow`, the rest is a scroll and a resize listener.
 */
export function VirtualGrid<Item>(props: VirtualGridProps<Item>) {
  const { items, overscanRows = 3, onReachEnd } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLUListElement>(null);
  const [view, setView] = useState<Measure>({ width: 0, gap: 12, top: 0, height: 800 });

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView(measure(root, rowsRef.current)));
    };
    setView(measure(root, rowsRef.current));
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(root);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);

  const layout = gridWindow(
    items.length,
    { width: view.width, minColumnWidth: props.minColumnWidth, gap: view.gap, cardHeight: props.cardHeight },
    { top: view.top, height: view.height },
    overscanRows,
  );
  const shown = items.slice(layout.firstRow * layout.columns, layout.endRow * layout.columns);
  const reachedEnd = layout.totalRows > 0 && layout.endRow >= layout.totalRows;

  const reachEnd = useEffectEvent(() => onReachEnd?.());
  useEffect(() => {
    if (reachedEnd) reachEnd();
  }, [reachedEnd, items.length]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      style={{ height: Math.max(0, layout.totalRows * layout.rowStride - view.gap) }}
    >
      <ul
        ref={rowsRef}
        aria-label={props.label}
        className={styles.rows}
        style={{
          transform: `translateY(${layout.firstRow * layout.rowStride}px)`,
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          gridAutoRows: `${layout.rowStride - view.gap}px`,
        }}
      >
        {shown.map((item) => (
          <li key={props.itemKey(item)} className={styles.cell}>
            {props.renderItem(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
