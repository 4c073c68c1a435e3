import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Tabs } from './Tabs.tsx';
import type { TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { id: 'slots', label: 'Slots', content: 'Slot games' },
  { id: 'live', label: 'Live casino', content: 'Live tables' },
  { id: 'sports', label: 'Sports', content: 'Sportsbook', disabled: true },
  { id: 'lotto', label: 'Lotto', content: 'Lottery draws' },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Games" />);
    expect(screen.getByRole('tablist', { name: 'Games' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slot games');
    await user.click(screen.getByRole('tab', { name: 'Live casino' }));
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Live casino' })).toHaveTextContent('Live tables');
    expect(screen.queryByText('Slot games')).not.toBeInTheDocument();
  });

  it('moves with arrow keys, wraps, skips disabled tabs and jumps with Home/End', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Games" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const lotto = screen.getByRole('tab', { name: 'Lotto' });
    expect(lotto).toHaveFocus();
    expect(lotto).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(lotto).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(lotto).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lottery draws');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Tabs items={items} label="Games" defaultSelectedId="live" />);
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('tabindex', '-1');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [selected, setSelected] = useState('lotto');
      return (
        <Tabs
          items={items}
          label="Games"
          selectedId={selected}
          onChange={(id) => {
            onChange(id);
            setSelected(id);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Lotto' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(onChange).toHaveBeenCalledWith('slots');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  });
});
