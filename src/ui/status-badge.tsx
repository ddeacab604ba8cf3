import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status as a small badge in sentence case in one of Mantine's colours, with dark text so it
 * keeps a 4.5:1 contrast on the light fill (axe checks every screen; the colour is in the fill). `dot` draws an outline with
 * a coloured dot, for a second status next to the first.
 */
export function StatusBadge({
  color,
  variant = 'light',
  children,
}: {
  color: string;
  variant?: 'light' | 'dot';
  children: ReactNode;
}) {
  return (
    <Badge
      size="xs"
      variant={variant}
      color={color}
      c={variant === 'light' ? 'dark.7' : undefined}
      tt="none"
      // Never cut: in a table a badge would otherwise shrink to "AVA…" when the row is tight.
      miw="max-content"
    >
      {children}
    </Badge>
  );
}
