import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

// A row of tabs that scrolls sideways when it is wider than the screen; the chosen one is underlined and
// scrolled into view. Arrow keys move between tabs (the WAI-ARIA tabs pattern, activation follows focus).

export interface TabItem {
  key: string;
  title: ReactNode;
}

export function Tabs({ items, activeKey, onChange, className, label }: {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  label?: string;
}): ReactNode {
  const list = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Opening on the first tab there is nothing to scroll: no measuring (a layout) while the screen first draws.
    const first = !opened.current;
    opened.current = true;
    if (first && items[0]?.key === activeKey) return;
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !active) return;
    // Centre the chosen tab in the row without moving the page (scrollIntoView would scroll the window too).
    const left = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollTo?.({ left: Math.max(0, left), behavior: still ? 'auto' : 'smooth' });
  }, [activeKey]);
  const onKey = (e: KeyboardEvent) => {
    const by = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    e.preventDefault();
    const i = items.findIndex((x) => x.key === activeKey);
    const next = items[(i + by + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };
  return (
    <div className={`eng-tabbar${className ? ` ${className}` : ''}`}>
      <div ref={list} className="eng-tabbar__list" role="tablist" aria-label={label} onKeyDown={onKey}>
        {items.map((x) => {
          const on = x.key === activeKey;
          return (
            <button
              key={x.key}
              type="button"
              role="tab"
              data-key={x.key}
              aria-selected={on}
              tabIndex={on ? 0 : -1}
              className={on ? 'eng-tabbar__tab eng-tabbar__tab--active' : 'eng-tabbar__tab'}
              onClick={() => !on && onChange(x.key)}
            >
              <span className="eng-tabbar__title">{x.title}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
