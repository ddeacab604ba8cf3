import { Badge, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { FilterPanel, activeFilterCount } from './filter-panel';

/**
 * The filter panel in a drawer beside the results, so the results keep the width of the screen:
 * "Filters" (with how many are set) opens it; every change applies at once and the results behind
 * it follow; Escape or Close returns to them.
 */
export function FilterDrawer(props: ComponentProps<typeof FilterPanel>) {
  const [opened, { open, close }] = useDisclosure(false);
  const count = activeFilterCount(props.filters, props.lane ?? false);
  return (
    <>
      <Button
        size="xs"
        variant={count > 0 ? 'light' : 'default'}
        onClick={open}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Filters, ${count} set` : 'Filters'}
        rightSection={
          count > 0 ? (
            <Badge size="xs" variant="filled" circle aria-hidden>
              {count}
            </Badge>
          ) : null
        }
      >
        Filters
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title="Filters"
        position="left"
        size={380}
        overlayProps={{ backgroundOpacity: 0.2 }}
        closeButtonProps={{ 'aria-label': 'Close filters' }}
      >
        <FilterPanel {...props} />
      </Drawer>
    </>
  );
}
