import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="combobox"], [role="checkbox"]';

/**
 * Keyboard rows: one row in the tab order (the active one); ↑/↓ or j/k move, Home/End jump, Enter
 * opens. A click on a row outside its links and controls opens it too. A new page starts at its
 * first row. `scrollTo` brings a row into view (the virtualiser's).
 */
export function useRowFocus<T>({
  count,
  rows,
  scrollRef,
  scrollTo,
  onOpen,
}: {
  count: number;
  rows: unknown;
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollTo: (index: number) => void;
  onOpen?: (row: T) => void;
}) {
  const [active, setActive] = useState(0);
  const [page, setPage] = useState(rows);
  const focusNext = useRef(false);

  // A new page: its first row is the active one, and the list scrolls back to the top.
  if (page !== rows) {
    setPage(rows);
    setActive(0);
  }
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [rows, scrollRef]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      j: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      k: () => move(index - 1),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => onOpen?.(row),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const onClick = (event: MouseEvent<HTMLTableRowElement>, index: number, row: T) => {
    setActive(index);
    if (!onOpen || (event.target as Element).closest(INTERACTIVE)) return;
    onOpen(row);
  };

  const onFocus = (event: FocusEvent<HTMLTableRowElement>, index: number) => {
    if (event.target === event.currentTarget) setActive(index);
  };

  return { active, onKeyDown, onClick, onFocus };
}
