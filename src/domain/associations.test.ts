import { describe, expect, it } from 'vitest';
import { associationTotals, blockByIdsPlan, blockByKindCount, isOnDoNotDispatch } from './associations';

const row = (id: number, kinds: string[], status: string | null = null) => ({
  carrier: { id },
  associations: kinds.map((match_type) => ({ match_type })),
  connection: status === null ? null : { status },
});

describe('associationTotals', () => {
  it('reads each kind’s total from its header, any case, and null where one is missing or garbage', () => {
    expect(
      associationTotals({
        'Total-Emails': '0',
        'total-phones': 1,
        'total-addresses': '2',
        'total-contacts': 'many',
        'total-vehicle-vins': ' 3 ',
      }),
    ).toEqual({ email: 0, phone: 1, address: 2, contact: null, remote_address: null, vehicle_vin: 3 });
  });
});

describe('blockByIdsPlan', () => {
  it('sends one call per kind, each carrier once under its first kind, leaving out carriers already blocked', () => {
    expect(
      blockByIdsPlan([
        row(1005, ['phone', 'address']),
        row(1007, ['vehicle_vin', 'remote_address'], 'do_not_dispatch'),
        row(1008, ['address']),
        row(1009, ['email', 'phone'], 'onboarded'),
        row(1010, ['fax_number']),
      ]),
    ).toEqual([
      { kind: 'email', carrierIds: [1009] },
      { kind: 'phone', carrierIds: [1005] },
      { kind: 'address', carrierIds: [1008] },
    ]);
    expect(blockByIdsPlan([])).toEqual([]);
  });
});

describe('blockByKindCount', () => {
  it('is exact for one kind, the most it can be for several, unknown while a count is missing', () => {
    expect(blockByKindCount([1])).toEqual({ count: 1, exact: true });
    expect(blockByKindCount([1, 2])).toEqual({ count: 3, exact: false });
    expect(blockByKindCount([1, null])).toBeNull();
    expect(blockByKindCount([])).toBeNull();
  });
});

describe('isOnDoNotDispatch', () => {
  it('is the connection’s do-not-dispatch status', () => {
    expect(isOnDoNotDispatch(row(1, ['phone'], 'do_not_dispatch'))).toBe(true);
    expect(isOnDoNotDispatch(row(1, ['phone'], 'onboarded'))).toBe(false);
    expect(isOnDoNotDispatch(row(1, ['phone']))).toBe(false);
  });
});
