import { Anchor, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage, errorStatus, useCapacityPage, usePostingToggle, type LoadBrokerDetails } from '../../api';
import { paths } from '../../config/paths';
import { CAPACITY_SEARCH_CODEC, carrierName, DEFAULT_CAPACITY_SEARCH } from '../../domain';
import { DetailState } from '../../ui/query-state';
import { useUrlState } from '../../ui/url-state';
import { useUrlTab } from '../../ui/use-url-tab';
import { notify } from '../../ui/notify';
import { CapacityPanel } from './capacity-panel';
import type { LoadDetailQuery } from './exchange.route';
import { LoadBoardDetail } from './load-board-detail';
import { SetAsideList } from './set-aside-list';
import { inTransition } from '../../ui/in-transition';

const DRAWER_TABS = ['details', 'capacity', 'set-aside'] as const;

/**
 * The load board's detail of one load, in a drawer that the address opens (`/exchange?load=50006`,
 * so it can be shared): its facts, stops on the map, contact and posting, Post or Unpost, the
 * carriers with capacity near it and the ones set aside. Closing it drops the capacity search
 * (`capacity_` keys) with the load: the next load opens on the defaults.
 */
export function LoadDrawer({
  loadId,
  detail,
  onClose,
  now,
  equipmentLabel,
}: {
  loadId: number | null;
  /** The open load's query (the route data's `load` query, exchange.route.ts), null with no load open. */
  detail: LoadDetailQuery | null;
  onClose: () => void;
  now: Date;
  equipmentLabel: (value: string) => string;
}) {
  const [, writeCapacity] = useUrlState(CAPACITY_SEARCH_CODEC);
  const close = () => {
    onClose();
    writeCapacity(() => DEFAULT_CAPACITY_SEARCH);
  };
  return (
    <Drawer
      opened={loadId !== null}
      onClose={close}
      position="right"
      // Wide enough for the capacity table's nine columns; the board stays visible beside it at 1440 px.
      size={1140}
      title={loadId !== null ? `Load ${loadId}` : 'Load'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close the load' }}
    >
      {loadId !== null && detail ? (
        <DrawerBody loadId={loadId} query={detail} now={now} equipmentLabel={equipmentLabel} />
      ) : null}
    </Drawer>
  );
}

function DrawerBody({
  loadId,
  query,
  now,
  equipmentLabel,
}: {
  loadId: number;
  query: LoadDetailQuery;
  now: Date;
  equipmentLabel: (v: string) => string;
}) {
  const detail = useQuery(query);
  return (
    <DetailState
      query={detail}
      what={`load ${loadId}`}
      notFound={errorStatus(detail.error) === 404}
      back={{ to: paths.exchange.href(), label: 'Back to the load board' }}
      errorText={errorMessage(detail.error)}
    >
      {() => detail.data && <LoadPanels load={detail.data} now={now} equipmentLabel={equipmentLabel} />}
    </DetailState>
  );
}

function LoadPanels({
  load,
  now,
  equipmentLabel,
}: {
  load: LoadBrokerDetails;
  now: Date;
  equipmentLabel: (v: string) => string;
}) {
  // In the address too (`&panel=capacity`), so a shared link opens the same part of the load.
  const [tab, setTab] = useUrlTab(DRAWER_TABS, 'panel');
  const { toggle, pendingId } = usePostingToggle();
  const postOrUnpost = () =>
    toggle(load).then(
      () => notify('success', `Load ${load.id} ${load.is_posted ? 'is off the board' : 'is posted'}.`),
      (error: unknown) =>
        notify('error', errorMessage(error), `Load ${load.id} was not ${load.is_posted ? 'unposted' : 'posted'}`),
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {load.reference_number}
        </Text>
        <Group gap="xs">
          <Anchor component={Link} to={paths.loadDetail.href(load.id)} size="sm">
            Open in Loads
          </Anchor>
          <Button
            size="xs"
            variant={load.is_posted ? 'default' : 'filled'}
            loading={pendingId === load.id}
            onClick={() => void postOrUnpost()}
          >
            {load.is_posted ? 'Unpost' : 'Post'}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={inTransition((next) => next && setTab(next as (typeof DRAWER_TABS)[number]))}
        keepMounted={false}
      >
        <Tabs.List aria-label={`Load ${load.id}`}>
          <Tabs.Tab value="details" fz="sm">
            Details
          </Tabs.Tab>
          <Tabs.Tab value="capacity" fz="sm">
            Capacity ({load.matches_count})
          </Tabs.Tab>
          <Tabs.Tab value="set-aside" fz="sm">
            Set aside ({load.dispositions.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <LoadBoardDetail load={load} now={now} equipmentLabel={equipmentLabel} />
        </Tabs.Panel>
        <Tabs.Panel value="capacity" pt="sm">
          <CapacityPanel loadId={load.id} />
        </Tabs.Panel>
        <Tabs.Panel value="set-aside" pt="sm">
          <SetAsideTab loadId={load.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The set-aside list, naming each carrier from the load's matches (which include those set aside). */
function SetAsideTab({ loadId }: { loadId: number }) {
  const matches = useCapacityPage(loadId);
  const rows = matches.data?.rows;
  const names = useMemo(
    () => new Map((rows ?? []).map((m) => [m.carrier.id, carrierName(m.carrier) ?? `Carrier ${m.carrier.id}`])),
    [rows],
  );
  return <SetAsideList loadId={loadId} names={names} />;
}
