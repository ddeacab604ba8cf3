import { useId } from 'react';
import classes from './segmented.module.css';

export interface SegmentedProps<V extends string> {
  /** The choice's accessible name ("Vehicle type"). */
  'aria-label': string;
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: string }[];
  /** As wide as its container (under a field's label, as the other inputs are), not as its words. */
  block?: boolean;
}

/**
 * One of a few choices, side by side, as Mantine's SegmentedControl looks (size xs): a group of
 * radio buttons, so Tab reaches the chosen one and the arrow keys move the choice. Drawn by the
 * stylesheet alone, with no measuring after a render (segmented.module.css).
 */
export function Segmented<V extends string>({ value, onChange, data, block, ...props }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={props['aria-label']} className={classes.root} data-block={block || undefined}>
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
