import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('FormActions', () => {
  it('submits its form; Cancel closes', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <MantineProvider>
        <form onSubmit={onSubmit}>
          <FormActions submitLabel="Send invitation" onCancel={onCancel} />
        </form>
      </MantineProvider>,
    );
    expect(button('Send invitation').type).toBe('submit');
    fireEvent.click(button('Send invitation'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while saving, shows progress on the action and Cancel waits for the answer', () => {
    render(
      <MantineProvider>
        <FormActions submitLabel="Save" saving onCancel={() => undefined} cancelLabel="Keep it" />
      </MantineProvider>,
    );
    expect(button('Keep it').disabled).toBe(true);
    expect(button('Save').disabled).toBe(true);
    expect(button('Save').getAttribute('data-loading')).toBe('true');
  });

  it('without a form, the action is a plain button; without onCancel there is no Cancel', () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <FormActions submitLabel="Review changes" onSubmit={onSubmit} />
      </MantineProvider>,
    );
    expect(button('Review changes').type).toBe('button');
    fireEvent.click(button('Review changes'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('a disabled action cannot be pressed', () => {
    render(
      <MantineProvider>
        <FormActions submitLabel="Rename" disabled onCancel={() => undefined} />
      </MantineProvider>,
    );
    expect(button('Rename').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(false);
  });
});
