import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../tests/unit/prism/server';
import { findAlert, renderRoute } from '../../tests/unit/prism/render-route';

const prism = prismServer();

describe('Route error', () => {
  it('a server failure no screen handles shows a notification and an error page with a retry, never a blank page', async () => {
    prism.prefer('identity', '/api/v1/users/current', { code: 500 });
    renderRoute('loads');
    expect(await findAlert('This page could not be shown')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
