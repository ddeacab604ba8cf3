import { TextInput } from '@mantine/core';
import { useTypedFilter } from './use-typed-filter';

interface Props {
  label: string;
  placeholder?: string;
  /** What the URL says. */
  value: string;
  /** What is typed, once typing pauses (`useTypedFilter`); the list replaces its history entry. */
  onCommit: (typed: string) => void;
  maxLength?: number;
  w: number;
}

/** A list's text filter: each keystroke shows at once, the list searches once typing pauses (300 ms). */
export function TextFilter({ label, placeholder, value, onCommit, maxLength, w }: Props) {
  const [typed, onType] = useTypedFilter(value, onCommit);
  return (
    <TextInput
      size="xs"
      label={label}
      placeholder={placeholder}
      value={typed}
      maxLength={maxLength}
      onChange={(event) => onType(event.currentTarget.value)}
      w={w}
    />
  );
}
