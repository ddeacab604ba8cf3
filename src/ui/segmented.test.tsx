import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Segmented } from './segmented';

type View = 'html' | 'text';
const DATA = [
  { value: 'html', label: 'HTML' },
  { value: 'text', label: 'Plain text' },
] as const;

function Choice({ onChange }: { onChange: (view: View) => void }) {
  const [view, setView] = useState<View>('html');
  const change = (next: View) => {
    setView(next);
    onChange(next);
  };
  return (
    <MantineProvider>
      <Segmented<View> aria-label="Show the body as" value={view} onChange={change} data={DATA} />
      <Segmented<View> aria-label="Another choice" value="text" onChange={() => undefined} data={DATA} />
    </MantineProvider>
  );
}

describe('Segmented', () => {
  it('is a named group of radios: a click or an arrow key chooses, and each group keeps its own choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Choice onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Show the body as' });
    const [html, text] = [
      screen.getAllByRole('radio', { name: 'HTML' })[0]!,
      screen.getAllByRole('radio', { name: 'Plain text' })[0]!,
    ];
    expect(group).toContainElement(html);
    expect(html).toBeChecked();
    expect(text).not.toBeChecked();

    await user.click(screen.getAllByText('Plain text')[0]!);
    expect(onChange).toHaveBeenLastCalledWith('text');
    expect(text).toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('html');
    expect(html).toBeChecked();
    // The other group is a group of its own (its own name): its choice did not move.
    expect(screen.getAllByRole('radio', { name: 'Plain text' })[1]).toBeChecked();
  });
});
