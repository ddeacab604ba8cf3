import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

type GrowingTextareaProps = Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows' | 'classNames' | 'style'
> & {
  /** The lines it shows when empty. */
  minRows: number;
  /** The lines it grows to before it scrolls (8 unless told). */
  maxRows?: number;
  /** On its root (`{ flex: 1 }` in a row). */
  style?: CSSProperties;
};

/** A Textarea that grows with its text from `minRows` to `maxRows` lines, with no script measuring it. */
export function GrowingTextarea({ minRows, maxRows = 8, style, ...props }: GrowingTextareaProps) {
  const rows = { '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ input: classes.input }} style={{ ...style, ...rows }} />;
}
