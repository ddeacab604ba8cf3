import { TextInput } from '@mantine/core';
import { useTypedFilter } from '../../ui/use-typed-filter';

interface Props {
  label: string;
  value: number | null;
  /** The number typed (or null when emptied), once typing pauses; replaces the history entry. */
  onCommit: (value: number | null) => void;
  placeholder?: string;
  /** A longer name for assistive technology when the label is a broker's abbreviation ("DH-O (mi)"). */
  fullName?: string;
  w: number;
}

/**
 * A whole-number filter (load id, rate, weight, length, deadhead): only digits go in, and the board
 * searches once typing pauses, like the other typed filters of the portal's lists.
 */
export function NumberFilter({ label, value, onCommit, placeholder, fullName, w }: Props) {
  const [typed, onType] = useTypedFilter(value === null ? '' : String(value), (text) =>
    onCommit(/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null),
  );
  return (
    <TextInput
      size="xs"
      label={label}
      aria-label={fullName ? `${label}: ${fullName}` : undefined}
      placeholder={placeholder}
      inputMode="numeric"
      value={typed}
      maxLength={9}
      onChange={(event) => onType(event.currentTarget.value.replace(/\D/g, ''))}
      w={w}
    />
  );
}
