import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { GrowingTextarea } from './growing-textarea';

function Notes({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  return (
    <MantineProvider>
      <form onSubmit={form.handleSubmit(({ body }) => onValue(body))}>
        <GrowingTextarea label="Notes" minRows={2} maxRows={6} {...form.register('body')} />
        <button type="submit">Save</button>
      </form>
    </MantineProvider>
  );
}

describe('GrowingTextarea', () => {
  it('shows its least lines, is sized by the browser between them and its most, and takes a form field', async () => {
    const user = userEvent.setup();
    let saved = '';
    render(<Notes onValue={(value) => (saved = value)} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAttribute('rows', '2');
    // No script sizes it: no inline height, as Mantine's autosize wrote one.
    expect(notes.style.height).toBe('');
    const root = notes.closest<HTMLElement>('.mantine-Textarea-root')!;
    expect(root.style.getPropertyValue('--growing-min-rows')).toBe('2');
    expect(root.style.getPropertyValue('--growing-max-rows')).toBe('6');
    await user.type(notes, 'Driver called{Enter}ETA 14:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toBe('Driver called\nETA 14:00');
  });
});
