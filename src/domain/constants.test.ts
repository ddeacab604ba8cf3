import { describe, it, expect } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('holds the values of the specs', () => {
    expect(c.PAGE_SIZE).toBe(50);
    expect(c.SMALL_PAGE_SIZE).toBe(15);
    expect(c.MOVEMENT_PAGE_SIZE).toBe(20);
    expect(c.ZIP_SEARCH_LIMIT).toBe(10);
    expect(c.ALERT_POLL_INTERVAL_MS).toBe(240000);
    expect(c.ACTIVE_RULE_VALUE).toBe(2);
    expect(c.INDEFINITE_OVERRIDE_DATE).toBe('2080-01-01');
    expect(c.VEHICLE_RANGE_MAX).toBe(1000);
    expect([c.AUTHORITY_AGE_MIN, c.AUTHORITY_AGE_MAX]).toEqual([1, 24]);
    expect(c.EQUIPMENT_MIN_DEFAULT).toBe(1);
    expect([c.EQUIPMENT_SHARE_COUNT_DEFAULT, c.EQUIPMENT_SHARE_PERCENTAGE_DEFAULT]).toEqual([1, 0.5]);
    expect(c.COVERAGE_SLIDER_STOPS).toEqual([0, 50, 100, 150, 200, 250]);
    expect(c.CARGO_COVERAGE_VALUES).toEqual([0, 100000, 200000, 250000, 500000, 1000000]);
    expect([c.LIABILITY_MAX, c.LIABILITY_STEP]).toEqual([5000000, 1000000]);
    expect(c.EXPIRED_ACCOUNT_TAB).toBe(4);
    expect([c.LANE_RESULTS_CAP_ITEMS, c.LANE_RESULTS_CAP_PAGES]).toEqual([200, 4]);
    expect(c.TRACKABLE_MILES).toBe(150);
    expect([c.TRACKING_START_DAYS_BEFORE, c.TRACKING_END_DAYS_AFTER]).toEqual([2, 5]);
    expect(c.DEFAULT_DEADHEAD_MILES).toBe(50);
    expect(c.POSTING_BUCKET_HOURS).toEqual([8, 12, 24, 72]);
    expect(c.CONTACT_SEARCH_TYPE_MESSAGE).toBe('Please select a type of email or phone number.');
    expect([c.HOUR_MS, c.DAY_MS]).toEqual([3600000, 86400000]);
  });
});
