import { Alert } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';

/** The form-level error a failed call left (see useServerForm), above the fields; nothing when none. */
export function FormError({ errors, title }: { errors: FieldErrors; title: string }) {
  const message = errors.root?.server?.message;
  return message ? (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  ) : null;
}
