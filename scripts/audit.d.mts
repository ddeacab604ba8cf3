/** Judges the output of `npm audit --omit=dev --json` (see audit.mjs). */
export declare function evaluateAudit(
  stdout: string,
  options?: { stderr?: string; required?: boolean },
): { exitCode: 0 | 1; lines: string[] };
