import { Group, NumberInput, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { Range } from '../../../domain';

/**
 * A number typed into a filter: the field shows each keystroke, and the search changes only when
 * the broker leaves the field or presses Enter (one navigation, not one per digit). An empty field
 * commits null. When the URL changes under it (Back, Clear filters) the field shows the URL's value.
 */
export function DraftNumberInput({
  label,
  value,
  onCommit,
  min = 0,
  max,
  placeholder = 'Any',
  suffix,
  w = 90,
  hideLabel = false,
}: {
  label: string;
  /** The label is read by assistive technology only (a range's two fields under one caption). */
  hideLabel?: boolean;
  value: number | null;
  onCommit: (value: number | null) => void;
  min?: number;
  max?: number;
  placeholder?: string;
  suffix?: string;
  w?: number;
}) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const next = draft === '' ? null : Number(draft);
    if (next !== value && (next === null || Number.isFinite(next))) onCommit(next);
  };
  return (
    <NumberInput
      size="xs"
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="blur"
      placeholder={placeholder}
      suffix={suffix}
      hideControls
      w={w}
    />
  );
}

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
        <DraftNumberInput
          label={`${label}, at least`}
          value={value.min > floor ? value.min : null}
          onCommit={(min) => onCommit({ ...value, min: min ?? floor })}
          min={floor}
          max={ceiling}
          placeholder={String(floor)}
          hideLabel
        />
        <Text size="xs" c="dimmed">
          to
        </Text>
        <DraftNumberInput
          label={`${label}, at most`}
          value={value.max < ceiling ? value.max : null}
          onCommit={(max) => onCommit({ ...value, max: max ?? ceiling })}
          min={floor}
          max={ceiling}
          placeholder="Any"
          hideLabel
        />
      </Group>
    </div>
  );
}
