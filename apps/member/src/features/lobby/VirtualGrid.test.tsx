import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridWindow } from './virtual-window.ts';
import { VirtualGrid } from './VirtualGrid.tsx';

const items = Array.from({ length: 10_000 }, (_, index) => ({ id: `game-${index}`, name: `Game ${index}` }));
const cardHeight = () => 188;

function renderGrid(onReachEnd = vi.fn()) {
  render(
    <VirtualGrid
      items={items}
      itemKey={(item) => item.id}
      label="Games"
      minColumnWidth={150}
      cardHeight={cardHeight}
      onReachEnd={onReachEnd}
      renderItem={(item) => <button type="button">{item.name}</button>}
    />,
  );
  return screen.getByRole('list', { name: 'Games' });
}

afterEach(() => vi.restoreAllMocks());

describe('VirtualGrid', () => {
  it('renders only the rows in view and a margin of 10,000 games, and reserves the height of them all', () => {
    const list = renderGrid();
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(40);
    expect(within(list).getByText('Game 0')).toBeInTheDocument();
    expect(within(list).queryByText('Game 9999')).not.toBeInTheDocument();
    // Two columns (an unmeasured width counts as a phone): 5,000 rows of 188 px plus the gap.
    expect(list.parentElement?.style.height).toBe(`${5000 * (188 + 12) - 12}px`);
  });

  it('moves the window with the page’s scroll, and asks for more only near the end', async () => {
    const onReachEnd = vi.fn();
    const list = renderGrid(onReachEnd);
    const root = list.parentElement as HTMLElement;
    // The page scrolled so the grid's top is 1,000 rows (of 200 px) above the viewport.
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: -200_000, height: 1e6 }));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(list).queryByText('Game 0')).not.toBeInTheDocument();
    expect(within(list).getByText('Game 2000')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    expect(onReachEnd).not.toHaveBeenCalled();

    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ y: -(5000 * 200 - 700), height: 1e6 }),
    );
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(list).getByText('Game 9999')).toBeInTheDocument();
    expect(onReachEnd).toHaveBeenCalled();
  });
});

describe('gridWindow', () => {
  const geometry = { width: 1000, minColumnWidth: 150, gap: 10, cardHeight: () => 90 };

  it('fits as many columns as the width allows and windows the rows around the viewport', () => {
    const layout = gridWindow(10_000, geometry, { top: 5000, height: 800 }, 2);
    expect(layout.columns).toBe(6);
    expect(layout.rowStride).toBe(100);
    expect(layout.totalRows).toBe(1667);
    expect(layout.firstRow).toBe(48);
    expect(layout.endRow).toBe(60);
  });

  it('starts at the top while the grid is below the fold, and never runs past the last row', () => {
    expect(gridWindow(100, geometry, { top: -300, height: 800 }, 2)).toMatchObject({
      firstRow: 0,
      endRow: 7,
    });
    expect(gridWindow(10, geometry, { top: 0, height: 800 }, 2)).toMatchObject({ totalRows: 2, endRow: 2 });
    expect(gridWindow(0, geometry, { top: 0, height: 800 }, 2)).toMatchObject({ totalRows: 0, endRow: 0 });
  });
});
