/** A contract record of an onboarding packet. */
export interface ContractRecordInput {
  id: number;
  onboarding_packet_id: number;
  is_broker_uploaded: boolean;
  contract: { name: string };
}

/**
 * Keeps the latest contract per contract name and sorts them. "Latest" and "newest" go by id (the
 * record has no date); newest packet first, broker-uploaded first within a packet, then newest first.
 */
export function latestContracts<T extends ContractRecordInput>(records: readonly T[]): T[] {
  const latestByName = new Map<string, T>();
  for (const record of records) {
    const current = latestByName.get(record.contract.name);
    if (current === undefined || record.id > current.id) latestByName.set(record.contract.name, record);
  }
  return [...latestByName.values()].sort(
    (a, b) =>
      b.onboarding_packet_id - a.onboarding_packet_id ||
      Number(b.is_broker_uploaded) - Number(a.is_broker_uploaded) ||
      b.id - a.id,
  );
}
