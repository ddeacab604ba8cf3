import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextFilter } from './text-filter';
import { TYPING_DELAY_MS } from './use-typed-filter';

/** A text filter over a URL value that keeps the search trimmed, as the list codecs do. */
function Harness({ onCommit }: { onCommit: (typed: string) => void }) {
  const [url, setUrl] = useState('');
  return (
    <MantineProvider>
      <TextFilter
        label="Load number"
        placeholder="Search by load number"
        value={url}
        maxLength={100}
        onCommit={(typed) => {
          onCommit(typed);
          setUrl(typed.trim());
        }}
        w={200}
      />
      <button type="button" onClick={() => setUrl('')}>
        Clear filters
      </button>
    </MantineProvider>
  );
}

describe('TextFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is named by its label and searches once typing pauses, once for several keystrokes', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const field = screen.getByRole('textbox', { name: 'Load number' });
    expect(field).toHaveAttribute('placeholder', 'Search by load number');
    expect(field).toHaveAttribute('maxlength', '100');
    fireEvent.change(field, { target: { value: 'LSL' } });
    fireEvent.change(field, { target: { value: 'LSL 24' } });
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    expect(field).toHaveValue('LSL 24');
    act(() => void vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('LSL 24');
  });

  it('shows what the URL says when it changes under the field (Clear filters)', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const field = screen.getByRole('textbox', { name: 'Load number' });
    fireEvent.change(field, { target: { value: 'LSL' } });
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    fireEvent.change(field, { target: { value: 'LSL 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field).toHaveValue('');
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
