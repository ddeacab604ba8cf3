import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const POSITIONS = '/api/v1/carrier_vehicle_areas/by_carrier_vehicle';
const FLEET = '/api/v1/recent_carrier_vehicle_areas_by_carrier_vehicle';
const prism = prismServer();

describe('Vehicle Show', () => {
  it('positions that could not be read say so, and the rest of the page stays', async () => {
    prism.prefer('monitor', POSITIONS, { code: 500 });
    prism.prefer('monitor', FLEET, { example: 'none' });
    renderRoute('vehicles/6001');
    expect(await screen.findByText(/^Could not load the positions/, {}, { timeout: SCREEN_TIMEOUT })).toBeVisible();
    expect(await screen.findByText('No other vehicle of the carrier was seen in the last 3 days.')).toBeVisible();
    expect(screen.getByText('3AKJHHDR7NSMT4821')).toBeVisible();
  });

  it('a trailer shows its trailer type', async () => {
    prism.prefer('monitor', '/api/v1/vehicles/6004', { example: 'trailer' });
    renderRoute('vehicles/6004');
    expect(await screen.findByText('Trailer type', { exact: true }, { timeout: SCREEN_TIMEOUT })).toBeVisible();
    expect(screen.getByText('Insurance certificate', { exact: true })).toBeVisible();
  });

  it('a vehicle that does not exist says so', async () => {
    prism.prefer('monitor', '/api/v1/vehicles/6999', { code: 404 });
    renderRoute('vehicles/6999');
    expect(
      await screen.findByRole('heading', { name: 'Vehicle 6999 was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the vehicle search' })).toBeVisible();
  });
});
