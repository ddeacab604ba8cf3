import { MantineProvider, MultiSelect, Select } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

// The theme leaves a closed list undrawn (Combobox keepMounted: false): the hidden lists were drawn
// and placed as every screen mounted. An open list must still be named by its field, as Mantine
// does for a kept one: patches/@mantine+core+*.patch re-renders the field once the list has its id.

const STATUSES = ['Open', 'Covered', 'Delivered'];

const fields: [string, () => ReactElement][] = [
  ['a Select', () => <Select label="Status" data={STATUSES} />],
  ['a MultiSelect', () => <MultiSelect label="Status" data={STATUSES} />],
];

describe.each(fields)('%s in the portal’s theme', (_, field) => {
  const draw = () => render(<MantineProvider theme={themeFor('default')}>{field()}</MantineProvider>);

  it('draws no list while closed', () => {
    draw();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
  });

  it('names its open list on the first open, and nothing once closed again', async () => {
    const user = userEvent.setup();
    draw();
    const input = screen.getByRole('combobox', { name: 'Status' });
    await user.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list).toHaveAttribute('role', 'listbox');
    expect(
      within(list as HTMLElement)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(STATUSES);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-controls');
  });
});
