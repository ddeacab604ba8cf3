import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const NOTES = '/api/v1/notes';
const FILTER_KEYS = [
  'q[notable_type_eq]',
  'q[carrier_id_eq]',
  'q[body_cont]',
  'q[created_at_gteq]',
  'q[created_at_lteq]',
];
const prism = prismServer();

const table = () => screen.findByRole('table', { name: 'Notes' }, { timeout: SCREEN_TIMEOUT });
const lastSent = () => prism.sent('monitor', 'GET', NOTES).at(-1)!.query;
/** Waits until the list's last request says `key=value` (null: leaves `key` out). */
const sends = (key: string, value: string | null) => waitFor(() => expect(lastSent().get(key)).toBe(value));

describe('Notes', () => {
  it('lists the company’s notes newest first, 50 a page, with nothing filtered', async () => {
    renderRoute('notes');
    const notes = await table();
    await waitFor(() => expect(dataRows(notes)).toHaveLength(4));
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeVisible();
    // Prism's default answer: its paging headers count its rows (tests/contract/list-defaults.test.ts).
    expect(await screen.findByText('1–4 of 4 notes · page 1 of 1')).toBeVisible();
    const sent = lastSent();
    expect(sent.get('q[s]')).toBe('created_at desc');
    expect(sent.get('page')).toBe('1');
    expect(sent.get('per_page')).toBe('50');
    expect(FILTER_KEYS.filter((key) => sent.has(key))).toEqual([]);
    expect(screen.getByRole('columnheader', { name: /Written/ })).toHaveAttribute('aria-sort', 'descending');

    // Each row: when, who, what it is on (linked where it is read in context), the carrier and the text.
    const [alertNote, loadNote, , carrierNote] = dataRows(notes) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(alertNote).toHaveTextContent('Dana Whitfield');
    expect(within(alertNote).getByRole('link', { name: 'Alert 9003 on load 50002' })).toHaveAttribute(
      'href',
      '/broker/loads/50002',
    );
    expect(within(alertNote).getByRole('link', { name: 'Blue Ridge Reefer Inc' })).toHaveAttribute(
      'href',
      '/broker/carriers/1002',
    );
    expect(alertNote).toHaveTextContent('they do use Quick Dispatch Pros');
    expect(within(loadNote).getByRole('link', { name: 'Load 50003' })).toHaveAttribute('href', '/broker/loads/50003');
    expect(loadNote).toHaveTextContent('Marcus Ortega');
    // A carrier's note opens the carrier's Notes tab; the carrier's name, its profile.
    expect(within(carrierNote).getByRole('link', { name: 'Carrier Prairie Wind Transport LLC' })).toHaveAttribute(
      'href',
      '/broker/carriers/1001?tab=notes',
    );
    expect(within(carrierNote).getByRole('link', { name: 'Prairie Wind Transport LLC' })).toHaveAttribute(
      'href',
      '/broker/carriers/1001',
    );
  });

  it('sends the filters, sort and page the address holds', async () => {
    renderRoute('notes?about=Ticket&carrier_id=1001&text=ELD&from=2026-03-01&to=2026-03-17&sort=created_at+asc&page=2');
    await table();
    await waitFor(() => expect(prism.sent('monitor', 'GET', NOTES).length).toBeGreaterThan(0));
    const sent = lastSent();
    expect(Object.fromEntries(sent)).toEqual({
      'q[s]': 'created_at asc',
      'q[notable_type_eq]': 'Ticket',
      'q[carrier_id_eq]': '1001',
      'q[body_cont]': 'ELD',
      'q[created_at_gteq]': '2026-03-01',
      'q[created_at_lteq]': '2026-03-17',
      page: '2',
      per_page: '50',
    });
  });

  it('sends each filter as the broker sets it, and leaves it out again when cleared', async () => {
    const user = userEvent.setup();
    renderRoute('notes');
    const notes = await table();
    await waitFor(() => expect(dataRows(notes)).toHaveLength(4));

    await user.selectOptions(screen.getByLabelText('About'), 'Alerts');
    await sends('q[notable_type_eq]', 'Ticket');
    await user.type(screen.getByLabelText('Text'), 'tarps');
    // The text is searched once typing pauses (300 ms).
    await waitFor(() => expect(lastSent().get('q[body_cont]')).toBe('tarps'), { timeout: SCREEN_TIMEOUT });
    expect(lastSent().get('q[notable_type_eq]')).toBe('Ticket');
    // Back to "Anything": the kind of record is no longer sent (a view not asked for before, so a new request).
    await user.selectOptions(screen.getByLabelText('About'), 'Anything');
    await sends('q[notable_type_eq]', null);
    expect(lastSent().get('q[body_cont]')).toBe('tarps');

    fireEvent.change(screen.getByLabelText('Written from'), { target: { value: '2026-03-01' } });
    await sends('q[created_at_gteq]', '2026-03-01');
    fireEvent.change(screen.getByLabelText('Written to'), { target: { value: '2026-03-17' } });
    await sends('q[created_at_lteq]', '2026-03-17');

    await user.click(within(notes).getByRole('button', { name: 'Only the notes on Blue Ridge Reefer Inc' }));
    await sends('q[carrier_id_eq]', '1002');
    expect(screen.getByText('Carrier: Blue Ridge Reefer Inc')).toBeVisible();
    await waitFor(() => expect(window.location.search).toContain('carrier_id=1002'));

    await user.click(within(screen.getByRole('columnheader', { name: /Written/ })).getByRole('button'));
    await sends('q[s]', 'created_at asc');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(FILTER_KEYS.filter((key) => lastSent().has(key))).toEqual([]));
    expect(lastSent().get('q[s]')).toBe('created_at asc');
  });

  it('says when there are no notes yet', async () => {
    prism.prefer('monitor', NOTES, { example: 'empty' });
    renderRoute('notes');
    expect(await screen.findByText(/^No notes yet/, {}, { timeout: SCREEN_TIMEOUT })).toBeVisible();
    expect(screen.getByText('Page 1 of 1 · 0 notes')).toBeVisible();
  });

  it('says so when the filters match nothing', async () => {
    prism.prefer('monitor', NOTES, { example: 'empty' });
    renderRoute('notes?text=zzz');
    expect(await screen.findByText('No notes match these filters.', {}, { timeout: SCREEN_TIMEOUT })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('a 403 says the broker may not read these notes, with Retry', async () => {
    prism.prefer('monitor', NOTES, { code: 403 });
    renderRoute('notes');
    const alert = await findAlert("You may not read these notes: You do not have access to your company's notes.");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByText('Page 1 of 1 · 0 notes')).toBeVisible();
    const before = prism.sent('monitor', 'GET', NOTES).length;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(prism.sent('monitor', 'GET', NOTES).length).toBeGreaterThan(before));
  });

  it('a 422 names the filter the server refused', async () => {
    prism.prefer('monitor', NOTES, { code: 422 });
    renderRoute('notes?from=2026-03-01');
    const alert = await findAlert('The notes could not be searched with these filters');
    expect(alert).toHaveTextContent('Please check the filters. Written from is not a valid date.');
    expect(alert).toHaveTextContent('Change or clear the filters.');
  });

  it('any other failure follows the error policy: an empty list, its message and Retry', async () => {
    // 404 is not one the notes hand back (monitoring §8): the app reports it, the list says it failed.
    prism.prefer('monitor', NOTES, { code: 404 });
    renderRoute('notes?page=2');
    const alert = await findAlert(/^Could not load the notes: /);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByText('Page 1 of 1 · 0 notes')).toBeVisible();
  });

  it('the broker edits their own note in place; others’ notes offer no Edit', async () => {
    const user = userEvent.setup();
    renderRoute('notes');
    const notes = await table();
    await waitFor(() => expect(dataRows(notes)).toHaveLength(4));
    // Dana (the signed-in user, 1201) wrote 3103 and 3101; Marcus and Priya the others.
    expect(within(notes).getAllByRole('button', { name: /^Edit the note/ })).toHaveLength(2);
    expect(within(dataRows(notes)[1]!).queryByRole('button', { name: /^Edit/ })).toBeNull();

    await user.click(within(dataRows(notes)[0]!).getByRole('button', { name: /^Edit the note/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the note on Alert 9003 on load 50002' });
    const field = within(dialog).getByLabelText('Note');
    await user.clear(field);
    await user.type(field, 'Written confirmation received from Quick Dispatch Pros.');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(prism.sent('monitor', 'PATCH', `${NOTES}/3103`)).toHaveLength(1));
    expect(prism.sent('monitor', 'PATCH', `${NOTES}/3103`)[0]!.body).toEqual({
      note: { body: 'Written confirmation received from Quick Dispatch Pros.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused edit says why and keeps the text', async () => {
    prism.prefer('monitor', `${NOTES}/3101`, { code: 403 });
    const user = userEvent.setup();
    renderRoute('notes');
    const notes = await table();
    await waitFor(() => expect(dataRows(notes)).toHaveLength(4));
    await user.click(within(dataRows(notes)[3]!).getByRole('button', { name: /^Edit the note/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Note');
    await user.type(field, ' Ask for Luis.');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Only the author can change this note.')).toBeVisible();
    expect(field).toHaveValue(
      'Prefers Chicago–Texas lanes. Dispatcher Luis answers fastest on +1 312 555 0199 before 8 am CT. Ask for Luis.',
    );
  });
});
