import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [opened, setOpened] = useState(true);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Cancel rate confirmation 4402?"
        confirmLabel="Cancel it"
        onConfirm={onConfirm}
        errorText={() => 'refused'}
      >
        The load is no longer confirmed.
      </ConfirmDialog>
    </MantineProvider>
  );
}

describe('ConfirmDialog', () => {
  it('a double click whose second click comes after a quick answer confirms once; opened again, it confirms again', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} />);
    const button = screen.getByRole('button', { name: 'Cancel it' });
    await act(async () => {
      fireEvent.click(button);
      // The answer has come and the dialog is closing: the second click lands on its button.
      await Promise.resolve();
      fireEvent.click(button);
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel it' }));
    await act(() => Promise.resolve());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
