import { Anchor, Modal } from '@mantine/core';
import { errorMessage, errorStatus, useRuleOverride } from '../../../api';
import { ruleLabel } from '../../../domain';
import { Fact, FactGrid } from '../../../ui/detail';
import { formatDateTime } from '../../../ui/format';
import { RecordState } from '../../../ui/query-state';
import { expiryText } from '../../../ui/override-text';

/** One override read from the server (GET rule_overrides/{id}): the rule, its state, expiry, proof and who made it. */
export function OverrideDetails({ id, now, onClose }: { id: number | null; now: Date; onClose: () => void }) {
  const query = useRuleOverride(id);
  const override = query.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={id === null ? 'Override' : `Override ${id}`} size="md">
      <RecordState
        query={query}
        label="Loading the override"
        height={80}
        failed={() =>
          errorStatus(query.error) === 404
            ? `Override ${id} was not found.`
            : `Could not load override ${id}: ${errorMessage(query.error)}`
        }
      >
        {() =>
          override ? (
            <FactGrid wide={2}>
              <Fact label="Rule">{ruleLabel(override.is_type)}</Fact>
              <Fact label="In use">{override.is_active ? 'On' : 'Off'}</Fact>
              <Fact label="Expires">{expiryText(override, now)}</Fact>
              <Fact label="Counts under">
                {override.classification_id === null
                  ? 'The rules for every carrier'
                  : `Classification ${override.classification_id}`}
              </Fact>
              <Fact label="Proof">
                {override.file ? (
                  <Anchor href={override.file.url} target="_blank" rel="noopener noreferrer">
                    {override.file.filename}
                  </Anchor>
                ) : (
                  'None attached'
                )}
              </Fact>
              <Fact label="Made by">User {override.user_id}</Fact>
              <Fact label="Made">{formatDateTime(override.created_at)}</Fact>
              <Fact label="Last changed">{formatDateTime(override.updated_at)}</Fact>
            </FactGrid>
          ) : null
        }
      </RecordState>
    </Modal>
  );
}
