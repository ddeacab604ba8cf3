import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const LOADS = '/api/v1/loads';
const OPEN = ['available', 'covered', 'progress', 'delayed'];
const prism = prismServer();

const table = () => screen.findByRole('table', { name: /loads$/ }, { timeout: SCREEN_TIMEOUT });

describe('Loads', () => {
  it('the open tab lists open loads, newest first, 50 a page', async () => {
    renderRoute('loads');
    const loads = await table();
    await waitFor(() => expect(dataRows(loads)[0]).toBeVisible());
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeVisible();
    expect(within(loads).getByRole('link', { name: '50001' })).toBeVisible();
    expect(within(loads).getByRole('columnheader', { name: 'Tracking' })).toBeVisible();
    // Prism's default answer: its paging headers count its rows (tests/contract/list-defaults.test.ts).
    expect(await screen.findByText('1–5 of 5 loads · page 1 of 1')).toBeVisible();
    const sent = prism.sent('monitor', 'GET', LOADS).at(-1)!.query;
    expect(sent.getAll('q[status_in][]')).toEqual(OPEN);
    expect(sent.get('q[s]')).toBe('id desc');
    expect(sent.get('per_page')).toBe('50');
    expect(sent.get('page')).toBe('1');
  });

  it('a failed load shows an empty list on page 1 of 1 with 0 items, a clear message and a retry', async () => {
    prism.prefer('monitor', LOADS, { code: 500 });
    renderRoute('loads');
    const alert = await findAlert('Could not load the loads');
    expect(alert).toHaveTextContent('Something went wrong while loading loads');
    expect(screen.getByText('Page 1 of 1 · 0 loads')).toBeInTheDocument();
    expect(
      within(await table())
        .queryAllByRole('row')
        .filter((r) => r.hasAttribute('data-index')),
    ).toHaveLength(0);
    const before = prism.sent('monitor', 'GET', LOADS).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(prism.sent('monitor', 'GET', LOADS).length).toBeGreaterThan(before));
  });

  it('an empty tab says so', async () => {
    prism.prefer('monitor', LOADS, { example: 'empty' });
    renderRoute('loads?tab=no-eld');
    expect(await screen.findByText('No loads without ELD data.', {}, { timeout: SCREEN_TIMEOUT })).toBeInTheDocument();
  });
});
