import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableState } from './data-table';
import type { DataTableColumn } from './data-table-column';

type Load = { id: number; lane: string };
const LOADS: Load[] = [
  { id: 50006, lane: 'Dallas, TX → Memphis, TN' },
  { id: 50007, lane: 'Laredo, TX → Chicago, IL' },
];
const idOf = (load: Load) => String(load.id);
const state = (isFetching: boolean): DataTableState => ({
  isPending: false,
  isError: false,
  isFetching,
  refetch: () => undefined,
});

function table(columns: DataTableColumn<Load>[], rows: Load[], fetching = false) {
  return (
    <MantineProvider>
      <DataTable
        label="Open loads"
        columns={columns}
        rows={rows}
        getRowId={idOf}
        state={state(fetching)}
        emptyMessage="No loads."
      />
    </MantineProvider>
  );
}

describe('DataTable cells', () => {
  it('draws a cell again only when its column’s cell or its row changes', async () => {
    const lane = vi.fn((load: Load) => load.lane);
    const columns: DataTableColumn<Load>[] = [
      { id: 'load', header: 'Load', cell: (load) => load.id },
      { id: 'lane', header: 'Lane', cell: lane },
    ];
    const view = render(table(columns, LOADS));
    expect(await screen.findByText('Laredo, TX → Chicago, IL')).toBeInTheDocument();
    const drawn = lane.mock.calls.length;
    expect(drawn).toBeGreaterThanOrEqual(2);

    // The table draws again (a refresh's progress bar) with the same columns and rows: no cell is called.
    view.rerender(table(columns, LOADS, true));
    expect(screen.getByRole('progressbar', { name: 'Loading Open loads' })).toBeInTheDocument();
    expect(lane).toHaveBeenCalledTimes(drawn);

    // A row that changed is drawn again, and only it.
    const changed = [LOADS[0]!, { ...LOADS[1]!, lane: 'Laredo, TX → Joliet, IL' }];
    view.rerender(table(columns, changed, true));
    expect(await screen.findByText('Laredo, TX → Joliet, IL')).toBeInTheDocument();
    expect(lane.mock.calls.slice(drawn).map(([load]) => load.id)).toEqual([50007]);

    // A new cell function (what it draws with changed) draws every row of its column again.
    const upper = vi.fn((load: Load) => load.lane.toUpperCase());
    view.rerender(table([columns[0]!, { ...columns[1]!, cell: upper }], changed, true));
    expect(await screen.findByText('DALLAS, TX → MEMPHIS, TN')).toBeInTheDocument();
    expect(screen.getByText('LAREDO, TX → JOLIET, IL')).toBeInTheDocument();
  });
});
