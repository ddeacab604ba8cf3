import { MantineProvider, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormError } from '../ui/form-error';
import { useServerForm } from './use-server-form';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

// A body as a contract would have it: a trimmed name of up to 10 characters.
const schema = z.preprocess(
  (form: { name: string; city: string }) => ({ ...form, name: form.name.trim() }),
  z.object({ name: z.string().min(1).max(10), city: z.string() }),
);

function TeamForm({ send }: { send: (body: { name: string; city: string }) => Promise<void> }) {
  const { form, submit } = useServerForm({
    schema,
    messages: { name: 'Give it a name of up to 10 characters.' },
    defaultValues: { name: '', city: '' },
    fields: ['name', 'city'],
    onSubmit: (body) => send(body),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <MantineProvider>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormError errors={errors} title="Not saved" />
        <TextInput label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextInput label="City" error={errors.city?.message} {...form.register('city')} />
        <button type="submit" disabled={isSubmitting}>
          Save
        </button>
      </form>
    </MantineProvider>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('useServerForm', () => {
  it('sends nothing while the contract’s schema refuses, and says why in the words given', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<TeamForm send={send} />);
    type('Name', 'A name far too long');
    await save();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Give it a name of up to 10 characters.')).toBeTruthy();
  });

  it('sends what the schema made of the form, once for a double click', async () => {
    let answer = () => undefined as void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<TeamForm send={send} />);
    type('Name', '  Night crew ');
    type('City', 'Reno');
    const button = screen.getByRole('button', { name: 'Save' });
    await act(async () => {
      // The second click lands before React has re-rendered the button as disabled.
      fireEvent.submit(button.closest('form')!);
      fireEvent.submit(button.closest('form')!);
      await Promise.resolve();
    });
    await act(async () => answer());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Night crew', city: 'Reno' });
  });

  it('puts a refusal’s messages beside their fields and keeps everything typed', async () => {
    const send = vi.fn(() => Promise.reject(answered(422, { message: 'Invalid.', errors: { name: ['is taken'] } })));
    render(<TeamForm send={send} />);
    type('Name', 'Night crew');
    type('City', 'Reno');
    await save();
    expect(screen.getByText('is taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Night crew');
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Reno');
  });

  it('shows a refusal that names none of its fields as the form’s error', async () => {
    const send = vi.fn(() =>
      Promise.reject(answered(403, { message: 'You may not rename teams.', errors: { x: ['?'] } })),
    );
    render(<TeamForm send={send} />);
    type('Name', 'Night crew');
    await save();
    expect(screen.getByRole('alert').textContent).toContain('You may not rename teams.');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Night crew');
    // Sent again, it goes: nothing stays locked by the refusal.
    await save();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
