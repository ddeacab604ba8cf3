import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import type { Range } from '../../../domain';
import { NumberFilter } from '../../../ui/number-filter';

/**
 * A min–max range as two number fields ("at least", "at most"); an empty "at most" is the range's
 * unbounded sentinel (1000 for fleet counts), an empty "at least" its floor.
 */
export function RangeInputs({
  label,
  value,
  floor,
  ceiling,
  onCommit,
}: {
  label: string;
  value: Range;
  floor: number;
  ceiling: number;
  onCommit: (range: Range) => void;
}) {
  const id = useId();
  return (
    <div>
      <Text size="xs" fw={500} mb={2} id={id}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" role="group" aria-labelledby={id}>
        <NumberFilter
          label={`${label}, at least`}
          value={value.min > floor ? value.min : null}
          onCommit={(min) => onCommit({ ...value, min: min ?? floor })}
          min={floor}
          max={ceiling}
          placeholder={String(floor)}
          hideLabel
          w={90}
        />
        <Text size="xs" c="dimmed">
          to
        </Text>
        <NumberFilter
          label={`${label}, at most`}
          value={value.max < ceiling ? value.max : null}
          onCommit={(max) => onCommit({ ...value, max: max ?? ceiling })}
          min={floor}
          max={ceiling}
          placeholder="Any"
          hideLabel
          w={90}
        />
      </Group>
    </div>
  );
}
