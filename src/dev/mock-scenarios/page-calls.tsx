import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Catalogue, ScenarioOperation } from './catalogue';
import { choiceOptions, optionValue } from './choices';
import { pageOperations } from './match';
import type { ScenarioState, ScenarioStore } from './store';

/** The first part of each query key a mounted screen reads (`/api/v1/loads`), from the portal's query clients. */
function activePaths(store: ScenarioStore): string[] {
  return [...store.clients].flatMap((client) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.getObserversCount() > 0)
      .map((query) => query.queryKey[0])
      .filter((first): first is string => typeof first === 'string' && first.startsWith('/')),
  );
}

/** Re-renders on every change of the portal's queries while the drawer is open. */
function useQueriesChanging(store: ScenarioStore, opened: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!opened) return;
    const stops = [...store.clients].map((client) =>
      client.getQueryCache().subscribe(() => setTick((tick) => tick + 1)),
    );
    return () => stops.forEach((stop) => stop());
  }, [store, opened]);
}

interface Props {
  store: ScenarioStore;
  catalogue: Catalogue;
  state: ScenarioState;
  opened: boolean;
}

/** This page's calls (and any with a choice), each with a select of what Prism answers. */
export function PageCalls({ store, catalogue, state, opened }: Props) {
  useQueriesChanging(store, opened);
  const chosen = catalogue.operations.filter((op) => state.choices[op.operationId] !== undefined);
  const operations = pageOperations(state.calls, window.location.pathname, activePaths(store), chosen).filter(
    (op) => op.operationId !== catalogue.personaOperation,
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="mock-scenarios-calls">
      <Title order={3} size="h5" id="mock-scenarios-calls">
        Calls of this page
      </Title>
      {operations.length === 0 ? <Text size="sm">No call yet on this page.</Text> : null}
      {operations.map((op) => (
        <CallChoice
          key={op.operationId}
          operation={op}
          store={store}
          value={optionValue(state.choices[op.operationId])}
        />
      ))}
    </Stack>
  );
}

function CallChoice({
  operation,
  store,
  value,
}: {
  operation: ScenarioOperation;
  store: ScenarioStore;
  value: string;
}) {
  const options = choiceOptions(operation);
  return (
    <NativeSelect
      size="xs"
      label={operation.operationId}
      description={`${operation.method} ${operation.template} (${operation.api})`}
      value={value}
      data={options.map(({ value: v, label }) => ({ value: v, label }))}
      onChange={(event) =>
        store.choose(operation.operationId, options.find((o) => o.value === event.currentTarget.value)?.choice ?? null)
      }
    />
  );
}
