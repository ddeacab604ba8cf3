import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { errorMessage, errorStatus, useOnboardingPacket } from '../../../api';
import { assessCarrier, ruleLabel } from '../../../domain';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDateTime } from '../../../ui/format';
import { RecordState } from '../../../ui/query-state';
import { PacketStatus } from './packet-status';

/**
 * One onboarding packet (GET onboarding_packets/{id}): its status, the rules assessment it was
 * sent with (summary, each rule's status, and the carrier's overrides then), and the contract both
 * sides signed.
 */
export function PacketDialog({ id, now, onClose }: { id: number | null; now: Date; onClose: () => void }) {
  const query = useOnboardingPacket(id);
  const packet = query.data;
  const assessment = packet?.rules_assessment ?? null;
  const assessed = assessment ? assessCarrier(assessment.results, assessment.carrier_rule_overrides, now) : null;
  return (
    <Modal opened={id !== null} onClose={onClose} title={id === null ? 'Packet' : `Onboarding packet ${id}`} size="lg">
      <RecordState
        query={query}
        label="Loading the packet"
        height={120}
        failed={() =>
          errorStatus(query.error) === 404
            ? `Onboarding packet ${id} was not found.`
            : `Could not load packet ${id}: ${errorMessage(query.error)}`
        }
      >
        {() =>
          packet ? (
            <Stack gap="sm">
              <FactGrid wide={4}>
                <Fact label="Status">
                  <PacketStatus status={packet.status} />
                </Fact>
                <Fact label="Sent">{formatDateTime(packet.created_at)}</Fact>
                <Fact label="Updated">{formatDateTime(packet.updated_at)}</Fact>
                <Fact label="Completed">{packet.completed_at ? formatDateTime(packet.completed_at) : 'Not yet'}</Fact>
              </FactGrid>
              <Section title="Executed contract">
                {packet.executed_contract ? (
                  <Text size="sm">
                    {packet.executed_contract.contract.name}:{' '}
                    <Anchor href={packet.executed_contract.file.url} target="_blank" rel="noopener noreferrer">
                      {packet.executed_contract.file.filename}
                    </Anchor>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not signed yet: the contract is executed when the packet is complete.
                  </Text>
                )}
              </Section>
              <Section title="Rules assessment in this packet">
                {assessed && assessment ? (
                  <Stack gap={4}>
                    <Text size="sm">Overall: {assessed.overall}</Text>
                    <List size="sm" spacing={0} aria-label="Rules in this packet">
                      {assessed.rules.map((r) => (
                        <List.Item key={r.is_type}>
                          {ruleLabel(r.is_type)}: {r.status}
                        </List.Item>
                      ))}
                    </List>
                    <Text size="sm" fw={600} mt={4}>
                      Overrides of this carrier
                    </Text>
                    {assessment.carrier_rule_overrides.length ? (
                      <List size="sm" spacing={0} aria-label="Overrides in this packet">
                        {assessment.carrier_rule_overrides.map((o) => (
                          <List.Item key={o.id}>
                            {ruleLabel(o.is_type)}: {o.is_active ? 'on' : 'off'}
                          </List.Item>
                        ))}
                      </List>
                    ) : (
                      <Text size="sm" c="dimmed">
                        None.
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    The packet was sent without a rules assessment.
                  </Text>
                )}
              </Section>
            </Stack>
          ) : null
        }
      </RecordState>
    </Modal>
  );
}
