import { TextInput } from '@mantine/core';
import { useTypedFilter } from './use-typed-filter';

interface Props {
  label: string;
  /** What the URL says (null: nothing typed). */
  value: number | null;
  /** The number typed, within `min`–`max` (null when emptied); the list replaces its history entry. */
  onCommit: (value: number | null) => void;
  placeholder?: string;
  /** A longer name for assistive technology when the label is a broker's abbreviation ("DH-O (mi)"). */
  fullName?: string;
  /** The label is read by assistive technology only (a range's two fields under one caption). */
  hideLabel?: boolean;
  min?: number;
  max?: number;
  w: number;
}

/** The number a field's digits stand for, brought within its bounds; null when the field is empty. */
function numberOf(text: string, min: number, max: number): number | null {
  const digits = text.trim();
  return /^\d+$/.test(digits) ? Math.min(max, Math.max(min, Number(digits))) : null;
}

/**
 * A whole-number filter of a list (a load id, a rate, a deadhead, a fleet count): only digits go in
 * (nine at most), and the list searches once typing pauses, like its text filters (300 ms), or at
 * once on Enter or when the broker leaves the field, which then shows the number searched (within
 * its bounds, without leading zeros).
 */
export function NumberFilter(props: Props) {
  const { label, value, onCommit, fullName, hideLabel = false, min = 0, max = Number.MAX_SAFE_INTEGER } = props;
  const [typed, onType, searchNow] = useTypedFilter(value === null ? '' : String(value), (text) =>
    onCommit(numberOf(text, min, max)),
  );
  const settle = () => {
    const next = numberOf(typed, min, max);
    const shown = next === null ? '' : String(next);
    if (shown !== typed) onType(shown);
    searchNow();
  };
  return (
    <TextInput
      size="xs"
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : fullName ? `${label}: ${fullName}` : undefined}
      placeholder={props.placeholder}
      inputMode="numeric"
      value={typed}
      maxLength={9}
      onChange={(event) => onType(event.currentTarget.value.replace(/\D/g, ''))}
      onBlur={settle}
      onKeyDown={(event) => {
        if (event.key === 'Enter') settle();
      }}
      w={props.w}
    />
  );
}
