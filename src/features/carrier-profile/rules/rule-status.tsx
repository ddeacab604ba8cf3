import type { RuleStatus } from '../../../domain';
import { StatusBadge } from '../../../ui/status-badge';

const COLORS: Record<RuleStatus, string> = { Pass: 'green', Fail: 'red', Incomplete: 'gray', Override: 'yellow' };

/** A rule's, category's or the overall status (Pass, Fail, Incomplete, Override) as a badge. */
export function RuleStatusBadge({ status }: { status: RuleStatus }) {
  return <StatusBadge color={COLORS[status]}>{status}</StatusBadge>;
}
