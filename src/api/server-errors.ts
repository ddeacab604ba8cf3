import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from './errors';

/**
 * Puts a failed call's messages on the form: each field error beside its field, and anything that
 * belongs to no field of this form as the form's root error. Typed values stay as they are.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const byField = fieldErrors(error);
  let placed = false;
  for (const field of fields) {
    const message = byField[field];
    if (message) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  if (!placed) setError('root.server', { type: 'server', message: errorMessage(error) });
}
