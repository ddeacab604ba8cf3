import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { latestContracts, type ContractRecordInput } from './contracts';

const rec = (id: number, packet: number, broker: boolean, name: string): ContractRecordInput => ({
  id,
  onboarding_packet_id: packet,
  is_broker_uploaded: broker,
  contract: { name },
});

describe('latestContracts', () => {
  it('keeps only the latest record per contract name', () => {
    const result = latestContracts([rec(1, 1, false, 'W9'), rec(3, 1, false, 'W9'), rec(2, 1, false, 'W9')]);
    expect(result.map((r) => r.id)).toEqual([3]);
  });
  it('keeps the first of two records with the same id and name', () => {
    const first = rec(1, 1, false, 'A');
    expect(latestContracts([first, rec(1, 2, false, 'A')])).toEqual([first]);
  });
  it('sorts newest packet first, broker-uploaded first within a packet, then newest first', () => {
    const result = latestContracts([
      rec(1, 1, true, 'A'),
      rec(2, 2, false, 'B'),
      rec(3, 2, true, 'C'),
      rec(4, 2, false, 'D'),
      rec(5, 1, false, 'E'),
    ]);
    expect(result.map((r) => r.id)).toEqual([3, 4, 2, 1, 5]);
  });
  it('keeps one record per name, each the highest id of its name', () => {
    const record = fc
      .record({
        id: fc.integer({ min: 1, max: 1000 }),
        packet: fc.integer({ min: 1, max: 5 }),
        broker: fc.boolean(),
        name: fc.constantFrom('A', 'B', 'C'),
      })
      .map((r) => rec(r.id, r.packet, r.broker, r.name));
    fc.assert(
      fc.property(fc.uniqueArray(record, { selector: (r) => r.id }), (records) => {
        const result = latestContracts(records);
        const names = new Set(records.map((r) => r.contract.name));
        expect(result).toHaveLength(names.size);
        for (const kept of result) {
          const maxId = Math.max(...records.filter((r) => r.contract.name === kept.contract.name).map((r) => r.id));
          expect(kept.id).toBe(maxId);
        }
      }),
    );
  });
});
