import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import * as styles from './Tabs.css.ts';

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Game categories". */
  label: string;
  /** Controlled selection: pass with `onChange`. */
  selectedId?: string;
  /** Initial selection when uncontrolled; defaults to the first enabled tab. */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move focus and select, Home/End jump to
 * the ends, and only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ items, label, selectedId, defaultSelectedId, onChange, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? firstEnabled);
  const wanted = selectedId ?? uncontrolledId;
  // Fall back to the first enabled tab if the wanted id is not (or no longer) in `items`.
  const currentId = items.some((item) => item.id === wanted && !item.disabled) ? wanted : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setUncontrolledId(id);
    if (id !== currentId) onChange?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === currentId);
    const last = enabled.length - 1;
    const targetIndex = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (targetIndex === undefined) return;
    const target = enabled[targetIndex];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={cx(styles.root, className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item) => {
          const selected = item.id === currentId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={handleKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.id === currentId;
        // Every panel exists so each tab's aria-controls resolves, but only the selected one
        // mounts its content: hidden game lists should not render or fetch images.
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={!selected}
            tabIndex={0}
            className={styles.panel}
          >
            {selected && item.content}
          </div>
        );
      })}
    </div>
  );
}
