import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { SCOPES } from '../../domain';
import { SCOPE_WORDS } from './scope-words';

interface Props {
  label: string;
  value: readonly string[];
  onChange: (scopes: string[]) => void;
  /** Scopes that stay ticked and cannot be unticked, with why. */
  locked?: readonly string[];
  lockedWhy?: string;
  error?: string;
}

/** Every scope with its one-line meaning, to tick: the permissions of a user or an invitation. */
export function ScopeChecklist({ label, value, onChange, locked = [], lockedWhy, error }: Props) {
  return (
    <Checkbox.Group label={label} value={[...value]} onChange={onChange} error={error}>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt={6}>
        {SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            size="xs"
            disabled={locked.includes(scope)}
            label={SCOPE_WORDS[scope].label}
            description={
              <Text span size="xs" c="dimmed">
                {locked.includes(scope) && lockedWhy ? lockedWhy : SCOPE_WORDS[scope].meaning}
              </Text>
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
