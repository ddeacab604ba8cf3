import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBoardFiltersFrom } from '../../domain';
import { themeFor } from '../../ui/theme';
import { MoreFilters } from './more-filters';

// The theme draws a Select's list only when it opens (src/ui/theme-lists.test.tsx); the board's
// filters keep theirs drawn, hidden, so that opening one is quick on a phone (issue 29's INP row).
describe('the load board’s more filters', () => {
  it('keep the lists of their selects drawn before any is opened', () => {
    render(
      <MantineProvider theme={themeFor('default')}>
        <MoreFilters
          filters={loadBoardFiltersFrom({})}
          onChange={() => undefined}
          teams={[{ value: '7', label: 'Dry van desk' }]}
          companyId={310}
        />
      </MantineProvider>,
    );
    for (const name of ['Trailer', 'Posted', 'Team'])
      expect(screen.getByRole('combobox', { name, hidden: true })).toHaveAttribute('aria-expanded', 'false');
    const lists = screen.getAllByRole('listbox', { hidden: true });
    expect(lists).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'Dry van desk', hidden: true })).toBeInTheDocument();
  });
});
