/**
 * A zod error map that gives each form field one message written for people, so that forms can
 * validate with the contract's generated schemas without showing zod's technical wording.
 */
export function messagesByField(messages: Record<string, string>) {
  return {
    error: (issue: { path?: PropertyKey[] | undefined }) => {
      const field = issue.path?.[0];
      return typeof field === 'string' ? messages[field] : undefined;
    },
  };
}
