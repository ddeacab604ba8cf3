import { defineConfig, type Options } from 'orval';

/**
 * One orval entry pair per API: react-query hooks (split by tag, with MSW handlers and faker mock
 * data for unit tests) over the API's mutator, and zod validators of the same contract.
 */
function api(name: 'identity' | 'monitor'): Record<string, Options> {
  // The contracts are split into files by area; every $ref stays inside openapi/.
  const input = {
    target: `./openapi/${name}/openapi.yaml`,
    parserOptions: { externalRefs: { allow: ['*'] } },
  };
  return {
    [name]: {
      input,
      output: {
        mode: 'tags-split',
        target: `./generated/${name}/hooks`,
        schemas: `./generated/${name}/model`,
        client: 'react-query',
        httpClient: 'axios',
        mock: true,
        clean: true,
        override: {
          mutator: { path: './src/api/mutators.ts', name: `${name}Client` },
          query: { signal: true },
          operations: {
            // Sign-out is a GET that changes state: the portal calls it as a mutation.
            signOut: { query: { useQuery: false, useMutation: true } },
            // The open-invitation check is a PATCH (it links the invitation to the user) that is safe to
            // repeat: the sign-up details step reads it as a query, once per visit.
            checkForOpenUserInvitation: { query: { useQuery: true, useMutation: false } },
          },
        },
      },
    },
    [`${name}Zod`]: {
      input,
      output: {
        mode: 'tags-split',
        target: `./generated/${name}/zod`,
        client: 'zod',
        fileExtension: '.zod.ts',
        clean: true,
      },
    },
  };
}

export default defineConfig({ ...api('identity'), ...api('monitor') });
