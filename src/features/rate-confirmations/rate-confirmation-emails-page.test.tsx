import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const LIST = '/api/v1/rate_confirmation_mails';
const prism = prismServer();

const lists = () => prism.sent('monitor', 'GET', LIST);

describe('Rate Confirmation Emails', () => {
  it('each list sends its statuses, and the subject filter searches once typing pauses', async () => {
    const user = userEvent.setup();
    renderRoute('carriers/rate-confirmations/emails');
    const table = await screen.findByRole('table', { name: /rate confirmation e-mails$/ }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
    const expectations: [string, string | null, string[]][] = [
      ['Flagged', 'flagged', []],
      ['Undelivered', null, ['flagged', 'completed']],
      ['Delivered', 'completed', []],
    ];
    for (const [tab, status, notIn] of expectations) {
      const before = lists().length;
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(lists().length).toBeGreaterThan(before));
      const sent = lists().at(-1)!.query;
      expect(sent.get('q[status_eq]'), tab).toBe(status);
      expect(sent.getAll('q[status_not_in][]'), tab).toEqual(notIn);
    }
    // As Playwright's fill: the whole subject in one input event; the list searches once typing pauses.
    await user.click(screen.getByLabelText('Subject'));
    await user.paste('LSL-240318');
    await waitFor(() => expect(lists().some((r) => r.query.get('q[subject_cont]') === 'LSL-240318')).toBe(true), {
      timeout: SCREEN_TIMEOUT,
    });
    expect(
      lists()
        .find((r) => r.query.get('q[subject_cont]') === 'LSL-240318')!
        .query.get('q[status_eq]'),
    ).toBe('completed');
  });
});
