import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="combobox"], [role="checkbox"]';

/**
 * Keyboard rows: one row in the tab order (the active one); ↑/↓ or j/k move, Home/End jump, Enter
 * opens, and a screen's own single keys (`keys`, e.g. `x` selects) act on the focused row. A click
 * on a row outside its links and controls opens it too. A new result (`resetKey`, by default the
 * rows themselves) starts at its first row, scrolled to the top; new rows of the same result (a
 * background refresh) keep the active row where it is, followed by its id. `scrollTo` brings a row
 * into view (the virtualiser's); `scrollToTop` takes the body back to its top.
 */
export function useRowFocus<T>({
  count,
  rows,
  ids,
  resetKey = rows,
  scrollRef,
  scrollTo,
  scrollToTop,
  onOpen,
  keys,
}: {
  count: number;
  rows: unknown;
  /** The rows' ids, in order, to follow the active row through a refresh. */
  ids: readonly string[];
  resetKey?: unknown;
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollTo: (index: number) => void;
  scrollToTop: () => void;
  onOpen?: (row: T) => void;
  keys?: Readonly<Record<string, (row: T) => void>>;
}) {
  const [active, setActive] = useState(0);
  const [seen, setSeen] = useState({ resetKey, rows, ids });
  const focusNext = useRef(false);

  if (seen.resetKey !== resetKey) {
    // A new result: its first row is the active one, and the list scrolls back to the top.
    setSeen({ resetKey, rows, ids });
    setActive(0);
  } else if (seen.rows !== rows) {
    // The same result refreshed: the active row stays the same row wherever it now is.
    const activeId = seen.ids[active];
    const moved = activeId === undefined ? -1 : ids.indexOf(activeId);
    setSeen({ resetKey, rows, ids });
    setActive(moved >= 0 ? moved : Math.max(0, Math.min(active, ids.length - 1)));
  }
  // A new result starts at its first row. Not the first rows after none (the table mounting, its
  // skeleton): the body is at the top already, and scrolling there forced the browser to lay the
  // whole page out inside React's work as the data arrived (issue 29).
  const rowsShown = rows !== undefined;
  const hadRows = useRef(false);
  // When the result changes, not with each new scrollToTop (the table hands one on each render).
  const toTop = useEffectEvent(scrollToTop);
  useEffect(() => {
    if (hadRows.current) toTop();
    hadRows.current = rowsShown;
  }, [resetKey, rowsShown]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${active}"]`)?.focus();
  });

  const move = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    focusNext.current = true;
    setActive(target);
    scrollTo(target);
  };

  /** A key pressed on the row at `index` itself (not on a control in it). */
  const onKeyDown = (event: KeyboardEvent, index: number, row: T) => {
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      j: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      k: () => move(index - 1),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => onOpen?.(row),
    };
    // A screen's keys add to the built-in ones, never replace them.
    for (const [key, act] of Object.entries(keys ?? {})) actions[key] ??= () => act(row);
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  /** A click in the row at `index`: opens it, unless it was on one of its links or controls. */
  const onClick = (event: MouseEvent, index: number, row: T) => {
    setActive(index);
    if (!onOpen || (event.target as Element).closest(INTERACTIVE)) return;
    onOpen(row);
  };

  /** The row at `index` itself took the focus. */
  const onFocus = (index: number) => setActive(index);

  return { active, onKeyDown, onClick, onFocus };
}
