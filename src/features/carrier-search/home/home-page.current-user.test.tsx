import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The contract's generated mock data for a test; the screen itself reads only src/api.
// eslint-disable-next-line no-restricted-imports
import {
  getGetCurrentUserMockHandler,
  getGetCurrentUserResponseMock,
} from '../../../../generated/identity/hooks/session/session.msw';
import { renderScreen } from '../../../../tests/unit/render';
import { personName } from '../../../domain';
import HomePage from './home-page';

// Home's other parts (saved searches, open alerts) are not what these tests check: any other call is refused.
const server = setupServer(
  http.all('*/api/*', () => HttpResponse.json({ message: 'Not in this test' }, { status: 403 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// resetHandlers keeps the handlers given to setupServer, so the fallback stays.
afterAll(() => server.close());

describe('Home', () => {
  it('shows any schema-valid current user that the contract allows (generated mock data)', async () => {
    window.localStorage.setItem('broker-portal.jwt', 'unit-token');
    const mock = getGetCurrentUserResponseMock();
    server.use(getGetCurrentUserMockHandler(mock));
    renderScreen(<HomePage />);
    // With no name on file the e-mail stands in for it.
    expect(await screen.findByRole('heading', { name: `Welcome, ${personName(mock.user)}` })).toBeInTheDocument();
  });

  it('says what went wrong and offers a retry when the user cannot be loaded', async () => {
    window.localStorage.setItem('broker-portal.jwt', 'unit-token');
    server.use(
      http.get('*/api/v1/users/current', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })),
    );
    renderScreen(<HomePage />);
    expect(await screen.findByRole('alert', { name: /Could not load your account/ })).toHaveTextContent(
      'Service unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
