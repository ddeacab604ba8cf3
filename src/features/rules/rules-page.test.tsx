import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const RULES = '/api/v1/rules';
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
});
