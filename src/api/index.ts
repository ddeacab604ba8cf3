/** The generated layer as the screens see it: hooks, types and the session helpers. */
export * from './session';
export { errorMessage, fieldErrors, errorStatus } from './errors';
export type { CurrentUser, CurrentUserResponse, Company, Scope } from '../../generated/identity/model';
export { isHandledError, type BlockedAccess } from './error-policy';
export { blockedAccessOf, setBlockedAccessHandler } from './http';
export * from './tickets';
export * from './sign-up';
export * from './lists';
export { shownPage, type PagedList } from './paged';
export * from './loads';
export { showServerErrors } from './server-errors';
