import type { ConfirmDialogProps } from './confirm-dialog';
import { lazyDialog } from './lazy-dialog';

/**
 * `ConfirmDialog` whose code (and Mantine's Modal with it) loads when it is first asked for: for
 * screens whose first paint shows no dialog (Exchange's bulk actions and truck postings; issue 29).
 */
export const LazyConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog').then((module) => module.ConfirmDialog),
  (props) => props.opened,
);
