import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a record ("Carrier rate: $2,450.00"), read as a label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Facts in a dense grid that fits a 1440-px laptop screen (8 across on wide screens). */
export function FactGrid({ children, wide = 8 }: { children: ReactNode; wide?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4, xl: wide }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}

/** A titled part of a detail screen, with its actions at the right of the title. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
