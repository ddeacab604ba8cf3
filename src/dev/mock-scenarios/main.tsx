// The dev server's "Mock scenarios" tool (README, "For frontend developers: running against Prism").
// scripts/mock-scenarios.ts adds this module to index.html in the dev server only, before the
// portal's own entry: no file of the portal imports it, and the production build has none of it
// (scripts/check-dev-only.mjs checks the built files).
import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { catalogue } from 'virtual:mock-scenarios';
import { http } from '../../api/http';
import { env } from '../../lib/env';
import { currentBrand } from '../../ui/brand';
import { themeFor } from '../../ui/theme';
import { carriedChoices, preferHeader, STORAGE_KEY } from './choices';
import { apiOfBase, operationOf } from './match';
import { ScenariosPanel } from './panel';
import { scenarioStore } from './store';

// Choices carried from the other brand's host (a persona of that brand) replace this tab's.
const carried = carriedChoices(window.location.hash);
if (carried) {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(carried));
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

const store = scenarioStore(catalogue, window.sessionStorage);
const bases = { identity: env.identityBaseUrl, monitor: env.monitorBaseUrl };

// Every call of the API layer's one axios instance: noted for the panel, and sent with Prism's
// `Prefer` header when the tab has a choice for its operation (the Vite proxy passes it on).
http.interceptors.request.use((config) => {
  const api = apiOfBase(config.baseURL, bases);
  const operation =
    api && config.url ? operationOf(catalogue.operations, api, config.method ?? 'get', config.url) : null;
  if (!operation) return config;
  store.record(operation, window.location.pathname);
  const choice = store.get().choices[operation.operationId];
  if (choice) config.headers.set('Prefer', preferHeader(choice, operation));
  return config;
});

// The portal's query clients, as each is mounted (this module runs before the portal's entry), so
// a new choice refetches what the screen shows at once.
const { mount, unmount } = QueryClient.prototype;
QueryClient.prototype.mount = function (this: QueryClient) {
  store.clients.add(this);
  mount.call(this);
};
QueryClient.prototype.unmount = function (this: QueryClient) {
  store.clients.delete(this);
  unmount.call(this);
};

const host = document.createElement('div');
host.dataset.mockScenarios = '';
document.body.append(host);
createRoot(host).render(
  <MantineProvider theme={themeFor(currentBrand())} withGlobalClasses={false}>
    <ScenariosPanel store={store} catalogue={catalogue} />
  </MantineProvider>,
);
