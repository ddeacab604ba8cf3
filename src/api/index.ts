/** The generated layer as the screens see it: hooks, types and the session helpers. */
export * from './session';
export { errorMessage, fieldErrors, errorStatus } from './errors';
export type { CurrentUser, CurrentUserResponse } from '../../generated/identity/model';
export { isHandledError } from './error-policy';
export * from './tickets';
export * from './sign-up';
export * from './lists';
export { shownPage } from './paged';
export type { PagedList } from './paged';
export * from './loads';
export { showServerErrors } from './server-errors';
export * from './areas';
export * from './carrier-search';
export * from './subscriptions';
export * from './saved-searches';
export * from './filter-sets';
export type { ListCarriersParams } from '../../generated/monitor/model';
export * from './home';
