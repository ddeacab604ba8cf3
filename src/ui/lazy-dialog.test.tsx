import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Dialog({ opened, title }: { opened: boolean; title: string }) {
  return opened ? <div role="dialog" aria-label={title} /> : <p>closed {title}</p>;
}

describe('lazyDialog: a dialog whose code loads when first opened', () => {
  it('loads nothing and draws nothing until opened; then stays mounted, closed or open', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load, (props: { opened: boolean; title: string }) => props.opened);
    const { container, rerender } = render(<Lazy opened={false} title="Edit" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
    rerender(<Lazy opened title="Edit" />);
    expect(await screen.findByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    rerender(<Lazy opened={false} title="Edit" />);
    // Mounted and closed (its closing transition plays), not gone.
    expect(screen.getByText('closed Edit')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the code once, before any opening; a failed load is tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const Lazy = lazyDialog(load, (props: { opened: boolean; title: string }) => props.opened);
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Once the failure is known, the next preload asks again.
    await vi.waitFor(() => {
      Lazy.preload();
      expect(load).toHaveBeenCalledTimes(2);
    });
    Lazy.preload();
    render(<Lazy opened title="Set aside" />);
    expect(await screen.findByRole('dialog', { name: 'Set aside' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyDialog: focus after the first closing', () => {
  it('returns to what opened it, which Mantine cannot know for a dialog whose code arrived open', async () => {
    const Lazy = lazyDialog(
      () => Promise.resolve(Dialog),
      (props: { opened: boolean; title: string }) => props.opened,
    );
    function Screen({ opened }: { opened: boolean }) {
      return (
        <>
          <button type="button">Suggest a correction</button>
          <input aria-label="Elsewhere" />
          <Lazy opened={opened} title="Correction" />
        </>
      );
    }
    const { rerender } = render(<Screen opened={false} />);
    const opener = screen.getByRole('button', { name: 'Suggest a correction' });
    opener.focus();
    rerender(<Screen opened />);
    await screen.findByRole('dialog', { name: 'Correction' });
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    rerender(<Screen opened={false} />);
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
