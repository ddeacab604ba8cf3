import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetCurrentUserMockHandler,
  getGetCurrentUserResponseMock,
} from '../../generated/identity/hooks/session/session.msw';
import { renderScreen } from './render';
import HomePage from '../../src/features/home/home-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Home', () => {
  it('shows any schema-valid current user that the contract allows (generated mock data)', async () => {
    window.localStorage.setItem('broker-portal.jwt', 'unit-token');
    const mock = getGetCurrentUserResponseMock();
    server.use(getGetCurrentUserMockHandler(mock));
    renderScreen(<HomePage />);
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    // With no name on file the e-mail stands in for it, so it may show more than once.
    expect(screen.getAllByText(mock.user.email).length).toBeGreaterThan(0);
  });

  it('says what went wrong and offers a retry when the user cannot be loaded', async () => {
    window.localStorage.setItem('broker-portal.jwt', 'unit-token');
    server.use(
      http.get('*/api/v1/users/current', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })),
    );
    renderScreen(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
