import { startTransition } from 'react';

/**
 * `act` made a transition: what it changes (another tab, page, sort or search: a new query, a table
 * of new rows) is drawn in slices that leave the browser free to paint the click and answer the next
 * input, not in one task inside the click (on a phone, 200–400 ms of it; issue 29). The control
 * shows its new value once that drawing is done, so this is for tabs, page buttons, sort headers,
 * selects and search buttons, never for a native checkbox, radio or switch: React puts those back
 * as they were until the transition ends, and the box would not change under the click.
 */
export const inTransition =
  <A extends unknown[]>(act: (...args: A) => void) =>
  (...args: A): void =>
    startTransition(() => act(...args));
