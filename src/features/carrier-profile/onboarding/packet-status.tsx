import { packetStanding, packetStatusText } from '../../../domain';
import { StatusBadge } from '../../../ui/status-badge';

const COLORS = { complete: 'green', held: 'yellow', 'in-progress': 'blue', none: 'gray' } as const;

/** A packet's status in words, coloured by how it stands (complete and held matched by prefix). */
export function PacketStatus({ status }: { status: string | null }) {
  return <StatusBadge color={COLORS[packetStanding(status)]}>{packetStatusText(status)}</StatusBadge>;
}
