import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const RULES = '/api/v1/rules';
const OVERRIDES = '/api/v1/rule_overrides';
const CLASSIFICATIONS = '/api/v1/classifications';
const prism = prismServer();

describe('Rules', () => {
  it('a failed load says what failed, with Retry', async () => {
    prism.prefer('monitor', RULES, { code: 403 });
    renderRoute('carriers/rules');
    expect(await findAlert('Could not load the rules')).toHaveTextContent('You do not have access to this.');
    expect(screen.getAllByRole('button', { name: 'Retry' })[0]).toBeInTheDocument();
  });

  it('an expired company reads the rules, and is told why it cannot change them', async () => {
    prism.as('broker_expired_can_connect');
    renderRoute('carriers/rules');
    expect(
      await screen.findByRole('heading', { name: 'Rules in force for every carrier' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Authority rules for every carrier' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Edit rules' })).toHaveLength(0);
    expect(screen.getByText('You cannot change the rules', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText(/subscription or trial has ended\. Renew it in My Account to change your rules/),
    ).toBeInTheDocument();
  });

  it("lists the company's overrides of every carrier, newest update first, 50 a page, the page in the URL", async () => {
    renderRoute('carriers/rules?overrides_page=2');
    const table = await screen.findByRole('table', { name: 'Overrides of every carrier' }, { timeout: SCREEN_TIMEOUT });
    const link = await within(table).findByRole('link', { name: 'Carrier 1001' });
    expect(link).toHaveAttribute('href', '/broker/carriers/1001?tab=rules');
    const sent = prism.sent('monitor', 'GET', OVERRIDES).map((r) => Object.fromEntries(r.query));
    expect(sent).toContainEqual({
      'q[company_id_eq]': '310',
      'q[s]': 'updated_at desc',
      page: '2',
      per_page: '50',
    });
    expect(sent.every((q) => !('q[carrier_id_eq]' in q))).toBe(true);
  });

  it('narrows the classifications by how carriers come into them, with the broker-election filter', async () => {
    const user = userEvent.setup();
    renderRoute('carriers/rules');
    await screen.findByRole('table', { name: 'Classifications' }, { timeout: SCREEN_TIMEOUT });
    const asked = () =>
      prism.sent('monitor', 'GET', CLASSIFICATIONS).map((r) => r.query.get('q[is_by_broker_election_eq]'));
    expect(asked().every((value) => value === null)).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'By broker election' }));
    await waitFor(() => expect(asked()).toContain('true'));
    await waitFor(() => expect(window.location.search).toBe('?placement=election'));
    await user.click(screen.getByRole('radio', { name: 'By rules only' }));
    await waitFor(() => expect(asked()).toContain('false'));
    await waitFor(() => expect(window.location.search).toBe('?placement=rules'));
  });
});
