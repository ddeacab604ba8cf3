import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute } from '../../../tests/unit/prism/render-route';

const LIST = '/api/v1/rate_confirmations';
const prism = prismServer();

describe('Rate Confirmations', () => {
  it('a refused list says why and shows page 1 of 1 with nothing in it', async () => {
    prism.prefer('monitor', LIST, { code: 403 });
    renderRoute('carriers/rate-confirmations');
    // The contract's 403: "You do not have access to this."
    const alert = await findAlert('Could not load the rate confirmations: You do not have access to this.');
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 0 rate confirmations')).toBeInTheDocument();
  });
});
