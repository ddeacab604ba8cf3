import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../tests/unit/render';
import { RecordFilters, type RecordFilterValues } from './record-filters';

const EMPTY: RecordFilterValues = { from: null, to: null, state: '', oos: false, basic: [] };

function draw(values: Partial<RecordFilterValues> = {}) {
  const onChange = vi.fn();
  renderScreen(<RecordFilters what="inspections" values={{ ...EMPTY, ...values }} onChange={onChange} />);
  return { onChange, group: screen.getByRole('group', { name: 'Filter the inspections' }) };
}

describe('RecordFilters', () => {
  it('picks a state and a BASIC from the browser’s own lists, "Any" first', async () => {
    const user = userEvent.setup();
    const { onChange, group } = draw();
    const state = within(group).getByRole('combobox', { name: 'inspections state' });
    expect(state.tagName).toBe('SELECT');
    expect(within(state).getAllByRole('option')[0]).toHaveTextContent('Any');
    await user.selectOptions(state, 'IA');
    expect(onChange).toHaveBeenLastCalledWith({ state: 'IA' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'inspections BASIC' }), 'Vehicle Maintenance');
    expect(onChange).toHaveBeenLastCalledWith({ basic: ['vehicle_maintenance'] });
  });

  it('shows the chosen filters and clears each with "Any"', async () => {
    const user = userEvent.setup();
    const { onChange, group } = draw({ state: 'TX', basic: ['hos_compliance'] });
    const state = within(group).getByRole('combobox', { name: 'inspections state' });
    const basic = within(group).getByRole('combobox', { name: 'inspections BASIC' });
    expect(state).toHaveValue('TX');
    expect(basic).toHaveValue('hos_compliance');
    await user.selectOptions(state, 'Any');
    expect(onChange).toHaveBeenLastCalledWith({ state: '' });
    await user.selectOptions(basic, 'Any');
    expect(onChange).toHaveBeenLastCalledWith({ basic: [] });
  });

  it('offers the BASIC and out-of-service filters only where the table has them', () => {
    const { group } = draw({ basic: undefined, oos: undefined });
    expect(within(group).getByRole('combobox', { name: 'inspections state' })).toBeInTheDocument();
    expect(within(group).queryByRole('combobox', { name: 'inspections BASIC' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('switch')).not.toBeInTheDocument();
  });
});
