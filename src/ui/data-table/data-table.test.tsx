import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps, type DataTableState } from './data-table';
import { withTicks } from './select-column';
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

function table(
  columns: DataTableColumn<Load>[],
  rows: Load[],
  fetching = false,
  more: Pick<DataTableProps<Load>, 'onOpenRow' | 'selection'> = {},
) {
  return (
    <MantineProvider>
      <DataTable
        label="Open loads"
        columns={columns}
        rows={rows}
        getRowId={idOf}
        state={state(fetching)}
        emptyMessage="No loads."
        {...more}
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

  it('takes a new array of the same rows (mapped at each render) as the rows it has (issue 29)', async () => {
    const lane = vi.fn((load: Load) => load.lane);
    const columns: DataTableColumn<Load>[] = [{ id: 'lane', header: 'Lane', cell: lane }];
    const copy = () => LOADS.map((load) => ({ ...load }));
    const view = render(table(columns, copy()));
    const rows = await screen.findAllByRole('row', { name: /TX →/ });
    fireEvent.keyDown(rows[0]!, { key: 'j' });
    expect(rows[1]).toHaveAttribute('tabindex', '0');
    const drawn = lane.mock.calls.length;

    // The screen draws again and maps its data again: no row is drawn, and the second row keeps the focus.
    view.rerender(table(columns, copy(), true));
    expect(screen.getByRole('progressbar', { name: 'Loading Open loads' })).toBeInTheDocument();
    expect(lane).toHaveBeenCalledTimes(drawn);
    expect(screen.getAllByRole('row', { name: /TX →/ })[1]).toHaveAttribute('tabindex', '0');

    // Rows that differ are new rows: the new result starts at its first row.
    view.rerender(table(columns, [{ id: 50008, lane: 'Reno, NV → Boise, ID' }, ...copy()], true));
    expect(await screen.findByText('Reno, NV → Boise, ID')).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: /→/ })[0]).toHaveAttribute('tabindex', '0');
  });
});

/** A table whose rows the broker ticks, as a screen holds the ticks. */
function TickableTable({ columns, onOpenRow }: { columns: DataTableColumn<Load>[]; onOpenRow?: (load: Load) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onChange = (ids: string[], on: boolean) => setSelected((before) => withTicks(before, ids, on));
  return table(columns, LOADS, false, {
    onOpenRow,
    selection: { selected, onChange, rowLabel: (load) => `Select load ${load.id}` },
  });
}

describe('DataTable rows not drawn yet', () => {
  it('shows its skeleton, not its empty message, while the first rows it is given are drawn', () => {
    const columns: DataTableColumn<Load>[] = [{ id: 'lane', header: 'Lane', cell: (l) => l.lane }];
    const { container, rerender } = render(table(columns, []));
    expect(screen.getByText('No loads.')).toBeInTheDocument();
    // Every row the table's body shows on its way to the rows: the skeleton's (aria-hidden) or a message.
    const watcher = new MutationObserver(() => undefined);
    watcher.observe(container, { childList: true, subtree: true });
    rerender(table(columns, LOADS));
    const shown = watcher
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node instanceof HTMLTableRowElement)
      .map((row) => (row.getAttribute('aria-hidden') === 'true' ? 'skeleton' : (row.textContent ?? '')));
    watcher.disconnect();
    expect(screen.getByText('Laredo, TX → Chicago, IL')).toBeInTheDocument();
    expect(screen.queryByText('No loads.')).toBeNull();
    // The rows are drawn after the update that brought them; until then the skeleton, never "No loads.".
    expect(shown[0]).toBe('skeleton');
  });
});

describe('DataTable selection', () => {
  it('a tick draws the boxes again and no row (issue 29)', async () => {
    // A row's cells and their tooltips are worked out as it is drawn: neither is asked again.
    const lane = vi.fn((load: Load) => load.lane);
    const title = vi.fn((load: Load) => load.lane);
    render(<TickableTable columns={[{ id: 'lane', header: 'Lane', cell: lane, title }]} />);
    const row = await screen.findByRole('checkbox', { name: 'Select load 50007' });
    const page = screen.getByRole('checkbox', { name: 'Select every row of this page' });

    // A click in a row makes it the row in the tab order: the rows whose tab stop moved are drawn again.
    fireEvent.click(row);
    expect(row).toBeChecked();
    expect(page).not.toBeChecked();
    expect(page).toHaveAttribute('data-indeterminate', 'true');
    const drawn = lane.mock.calls.length;
    const titled = title.mock.calls.length;

    fireEvent.click(page);
    expect(screen.getByRole('checkbox', { name: 'Select load 50006' })).toBeChecked();
    expect(row).toBeChecked();
    expect(page).toBeChecked();
    fireEvent.click(page);
    expect(row).not.toBeChecked();
    expect(lane).toHaveBeenCalledTimes(drawn);
    expect(title).toHaveBeenCalledTimes(titled);
  });

  it('opens the row a click lands in, not from its box; Enter on a row opens it, not on its box', async () => {
    const open = vi.fn();
    render(<TickableTable columns={[{ id: 'lane', header: 'Lane', cell: (load) => load.lane }]} onOpenRow={open} />);
    fireEvent.click(await screen.findByText('Laredo, TX → Chicago, IL'));
    expect(open).toHaveBeenLastCalledWith(LOADS[1]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select load 50006' }));
    expect(open).toHaveBeenCalledTimes(1);

    const first = screen.getByRole('checkbox', { name: 'Select load 50006' }).closest('tr')!;
    fireEvent.keyDown(within(first).getByRole('checkbox'), { key: 'Enter' });
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(open).toHaveBeenLastCalledWith(LOADS[0]);
  });
});
