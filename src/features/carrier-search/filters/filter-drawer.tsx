import { Badge, Button, Drawer, VisuallyHidden } from '@mantine/core';
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
        // Named by what it shows ("Filters 3 set"): a name that is not the visible text fails WCAG 2.5.3.
        rightSection={
          count > 0 ? (
            <>
              <Badge size="xs" variant="filled" circle>
                {count}
              </Badge>
              <VisuallyHidden> set</VisuallyHidden>
            </>
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
