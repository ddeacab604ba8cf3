import { useState } from 'react';
import { useSingleFlight } from '../lib/use-single-flight';
import { errorMessage } from './errors';

/**
 * A call to the server from a button rather than a form: one at a time (a double click sends one
 * request, before React has re-rendered the button), and the reason of a refusal kept as `failure`
 * until the next try. An action that says its refusal otherwise (a notification) catches it itself.
 */
export function useServerAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useSingleFlight(async (...args: A) => {
    setFailure(null);
    try {
      await action(...args);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return { run, failure };
}
