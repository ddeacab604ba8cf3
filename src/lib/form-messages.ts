/**
 * A zod error map that gives each form field one message written for people, so that forms can
 * validate with the contract's generated schemas without showing zod's technical wording. A nested
 * field is looked up by its dotted path ("address.city") first, then by its top-level name.
 */
export function messagesByField(messages: Record<string, string>) {
  return {
    error: (issue: { path?: PropertyKey[] | undefined }) => {
      const path = issue.path ?? [];
      const dotted = path.map(String).join('.');
      const field = path[0];
      return messages[dotted] ?? (typeof field === 'string' ? messages[field] : undefined);
    },
  };
}
