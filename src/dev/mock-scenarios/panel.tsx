import { Affix, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSyncExternalStore } from 'react';
import type { Catalogue } from './catalogue';
import { PageCalls } from './page-calls';
import { Personas } from './personas';
import type { ScenarioStore } from './store';

/**
 * A small button in a corner of every page: how many choices the tab has, and a drawer to pick
 * what Prism answers (this page's calls, then the personas) or reset them all.
 */
export function ScenariosPanel({ store, catalogue }: { store: ScenarioStore; catalogue: Catalogue }) {
  const [opened, { open, close }] = useDisclosure(false);
  const state = useSyncExternalStore(store.subscribe, store.get);
  const count = Object.keys(state.choices).length;
  return (
    <>
      <Affix position={{ bottom: 8, left: 8 }}>
        <Button
          size="compact-xs"
          variant="default"
          onClick={open}
          aria-haspopup="dialog"
          rightSection={
            count > 0 ? (
              <Badge size="xs" circle aria-label={`${count} chosen`}>
                {count}
              </Badge>
            ) : null
          }
        >
          Mock scenarios
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="left"
        size="md"
        title="Mock scenarios"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            What Prism answers this tab’s calls (its <code>Prefer</code> header). Kept in this tab until reset; the
            screen refetches at once. Dev server only.
          </Text>
          <Group>
            <Button size="xs" variant="light" onClick={store.reset} disabled={count === 0}>
              Reset all{count > 0 ? ` (${count})` : ''}
            </Button>
          </Group>
          <PageCalls store={store} catalogue={catalogue} state={state} opened={opened} />
          <Personas store={store} catalogue={catalogue} choices={state.choices} />
        </Stack>
      </Drawer>
    </>
  );
}
