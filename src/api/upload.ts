import type { AxiosProgressEvent } from 'axios';
import { useMemo, useState } from 'react';

/**
 * An upload's progress in percent (null before it starts or when the size is unknown), and the
 * per-call `request` options that report it: pass them to a generated mutation hook
 * (`useCreateRuleOverride({ request })`), whose multipart call then tells its progress.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const request = useMemo(
    () => ({
      onUploadProgress: (event: AxiosProgressEvent) =>
        setPercent(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : null),
    }),
    [],
  );
  return { percent, request, reset: () => setPercent(null) };
}
