import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const SAVED = '/api/v1/saved_searches';
const prism = prismServer();

describe('Saved searches', () => {
  it('a new user with none saved is told where to save one; a failed list says so', async () => {
    prism.prefer('monitor', SAVED, { example: 'none' });
    const { unmount } = renderRoute('carriers/saved-searches');
    expect(await screen.findByText(/No saved searches yet/, {}, { timeout: SCREEN_TIMEOUT })).toBeInTheDocument();
    unmount();

    prism.prefer('monitor', SAVED, { code: 403 });
    renderRoute('carriers/saved-searches');
    expect(
      await screen.findByText(/Could not load your saved searches/, {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
  });
});
