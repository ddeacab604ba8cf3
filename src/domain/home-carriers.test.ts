import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierSearchClosed } from './access';
import {
  CARRIER_SAMPLE_RADIUS_MILES,
  carrierSampleCaption,
  carrierSampleParams,
  locatedCarriers,
  myCarriersAccess,
  myCarriersParams,
  sampleEnd,
} from './home-carriers';

const DES_MOINES = { name: 'Des Moines, IA', latitude: 41.5868, longitude: -93.625 };
const ROANOKE = { name: 'Roanoke, VA', latitude: 37.271, longitude: -79.9414 };
const UNLOCATED = { name: 'Somewhere', latitude: null, longitude: null };

const user = (o: { insights?: boolean; watchdogSearch?: boolean; company?: boolean } = {}) => ({
  company: o.company === false ? null : { id: 310 },
  paywall: { can_view_insights: o.insights ?? true },
  watchdog_limits: { can_carrier_search_for_watchdog: o.watchdogSearch ?? true },
});

describe('the map’s sample of carriers', () => {
  it('is drawn around the origin, else the destination, and not before an end is located', () => {
    expect(sampleEnd(DES_MOINES, ROANOKE)).toBe(DES_MOINES);
    expect(sampleEnd(null, ROANOKE)).toBe(ROANOKE);
    expect(sampleEnd(UNLOCATED, ROANOKE)).toBe(ROANOKE);
    expect(sampleEnd(null, null)).toBeNull();
    expect(sampleEnd(UNLOCATED, UNLOCATED)).toBeNull();
  });

  it('asks for a sample of 15 within 100 miles of the place', () => {
    expect(CARRIER_SAMPLE_RADIUS_MILES).toBe(100);
    expect(carrierSampleParams(DES_MOINES)).toEqual({
      sample: true,
      latitude: 41.5868,
      longitude: -93.625,
      radius_miles: 100,
      per_page: 15,
    });
  });

  it('sends the place to four decimals, within range, so the same place asks the same call', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          const sent = carrierSampleParams({ latitude, longitude });
          expect(Math.abs(sent.latitude - latitude)).toBeLessThanOrEqual(0.00005 + 1e-9);
          expect(Math.abs(sent.longitude - longitude)).toBeLessThanOrEqual(0.00005 + 1e-9);
          expect(Math.abs(sent.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(sent.longitude)).toBeLessThanOrEqual(180);
          expect(carrierSampleParams({ latitude: sent.latitude, longitude: sent.longitude })).toEqual(sent);
        },
      ),
    );
  });

  it('draws only the carriers with coordinates', () => {
    const rows = [
      { id: 1, latitude: 41.5, longitude: -93.6 },
      { id: 2, latitude: null, longitude: -93.6 },
      { id: 3, latitude: 41.5, longitude: null },
    ];
    expect(locatedCarriers(rows).map((r) => r.id)).toEqual([1]);
  });

  it('says how many carriers it drew and around where, or that there are none', () => {
    expect(carrierSampleCaption(15, 'Des Moines, IA')).toBe(
      '15 carriers based within 100 mi of Des Moines, IA — a sample',
    );
    expect(carrierSampleCaption(1, 'Ames, IA')).toBe('1 carrier based within 100 mi of Ames, IA — a sample');
    expect(carrierSampleCaption(0, 'Des Moines, IA')).toBe(
      'No active carrier is based within 100 mi of Des Moines, IA.',
    );
  });
});

describe('my carriers on Home', () => {
  it('lists the company’s carriers with insights only when the plan has them', () => {
    expect(myCarriersAccess(user(), 'default')).toEqual({ companyId: 310, insights: true });
    expect(myCarriersAccess(user({ insights: false }), 'default')).toEqual({ companyId: 310, insights: false });
    expect(myCarriersAccess(user({ company: false }), 'default')).toBeNull();
  });

  it('is not listed on the watchdog brand without carrier search, as the my-carriers route is not', () => {
    expect(carrierSearchClosed(user({ watchdogSearch: false }), 'watchdog')).toBe(true);
    expect(myCarriersAccess(user({ watchdogSearch: false }), 'watchdog')).toBeNull();
    expect(myCarriersAccess(user({ watchdogSearch: true }), 'watchdog')).toEqual({ companyId: 310, insights: true });
    // The limit is the watchdog brand's: on the default brand it closes nothing.
    expect(myCarriersAccess(user({ watchdogSearch: false }), 'default')).not.toBeNull();
  });

  it('asks one page of 15 of the company’s carriers, with include_insights only when allowed', () => {
    const list = { tab: 'all' as const, page: 2, sort: null, filters: {} };
    expect(myCarriersParams({ companyId: 310, insights: true }, list)).toEqual({
      'q[subscriptions_company_id_eq]': 310,
      page: 2,
      per_page: 15,
      include_insights: true,
    });
    const without = myCarriersParams({ companyId: 310, insights: false }, { ...list, page: 0 });
    expect(without).toEqual({ 'q[subscriptions_company_id_eq]': 310, page: 1, per_page: 15 });
    expect('include_insights' in without).toBe(false);
  });
});
