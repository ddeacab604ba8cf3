import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from './errors';

/**
 * Where a server's field message goes: the form's fields it may name (the server calls them as the
 * form does), or a function from the server's name to the form's field (undefined: not this form's).
 */
export type ServerFields<T extends FieldValues> = readonly Path<T>[] | ((serverField: string) => Path<T> | undefined);

/**
 * Puts a failed call's messages on the form: each field error beside its field, and anything that
 * belongs to no field of this form as the form's root error. Typed values stay as they are.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ServerFields<T>,
  setError: UseFormSetError<T>,
): void {
  const fieldOf = typeof fields === 'function' ? fields : (name: string) => fields.find((field) => field === name);
  let placed = false;
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    const field = fieldOf(name);
    if (field) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  if (!placed) setError('root.server', { type: 'server', message: errorMessage(error) });
}
