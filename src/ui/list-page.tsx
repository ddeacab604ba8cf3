import { Button, Flex, Group, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { inTransition } from './in-transition';

interface Props<Tab extends string> {
  title: string;
  tabs: readonly Tab[];
  tabLabels: Record<Tab, string>;
  tab: Tab;
  onTab: (tab: Tab) => void;
  /** The list's filters, right of the title. */
  filters: ReactNode;
  /** Clears the filters; the button shows only while some filter is set. */
  onClearFilters?: () => void;
  /** The table. */
  children: ReactNode;
}

/**
 * A list screen's heading row: the title, with the filters right of it (under it on a phone) and
 * "Clear filters" while any is set (`onClearFilters`). `keepFiltersOnOneLine` stops the filters
 * wrapping under each other.
 */
export function ListHeader({
  title,
  filters,
  onClearFilters,
  keepFiltersOnOneLine = false,
}: Pick<Props<string>, 'title' | 'filters' | 'onClearFilters'> & { keepFiltersOnOneLine?: boolean }) {
  return (
    // Beside each other on a laptop; on a phone the filters go under the title, which stays first.
    <Flex justify="space-between" align="flex-end" gap="md" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Group gap="xs" align="flex-end" wrap={keepFiltersOnOneLine ? 'nowrap' : 'wrap'}>
        {filters}
        {onClearFilters ? (
          <Button size="xs" variant="subtle" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
      </Group>
    </Flex>
  );
}

/**
 * The frame of a list screen (README, "The list pattern"): the heading row (`ListHeader`), the
 * tabs, then the table.
 */
export function ListPage<Tab extends string>(props: Props<Tab>) {
  const { title, tabs, tabLabels, tab, onTab } = props;
  return (
    <Stack p="md" gap="xs">
      <ListHeader title={title} filters={props.filters} onClearFilters={props.onClearFilters} />
      <Tabs value={tab} onChange={inTransition((next) => next && onTab(next as Tab))} keepMounted={false}>
        <Tabs.List aria-label={`${title} tabs`}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} fz="sm" py={6} px="sm">
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {props.children}
    </Stack>
  );
}
