import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useListCompanies } from '../../generated/identity/hooks/companies/companies';
import { useListRedactedUsers } from '../../generated/identity/hooks/users/users';
import {
  getListCarrierDirectoryUsersQueryKey,
  listCarrierDirectoryUsers,
} from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
import type { CarrierUsersResponse, ListCarrierDirectoryUsersParams } from '../../generated/monitor/model';
import type { DirectoryUsersListQuery, Paging } from '../domain';
import { pagingOfBody } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<DirectoryUsersListQuery, ListCarrierDirectoryUsersParams>;

export { useGetCarrierDirectory } from '../../generated/monitor/hooks/carrier-profile/carrier-profile';
export type { CarrierDirectory, CarrierUsersResponse, DirectoryUser } from '../../generated/monitor/model';

/** One page of a carrier's users with its dispatchers by status, and the paging its headers give. */
export const directoryUsersPageQuery = (id: number, params: ListCarrierDirectoryUsersParams) =>
  queryOptions({
    queryKey: [...getListCarrierDirectoryUsersQueryKey(id, params), 'paged'],
    queryFn: async ({ signal }): Promise<{ users: CarrierUsersResponse; paging: Paging }> => {
      const users = await listCarrierDirectoryUsers(id, params, undefined, signal);
      const rows = Array.isArray(users.carrier_users) ? users.carrier_users.length : 0;
      return { users, paging: pagingOfBody(users, rows) };
    },
    placeholderData: keepPreviousData,
  });

/** One page of the carrier's users (50 a page). */
export const useDirectoryUsersPage = (id: number, params: ListCarrierDirectoryUsersParams) =>
  useQuery(directoryUsersPageQuery(id, params));

/** Who at the carrier receives onboarding packets (identity API; e-mails and phones masked). */
export const useOnboardingContacts = (carrierId: number) =>
  useListRedactedUsers({ carrier_id: carrierId, scope: 'onboarding' });

/** The company that claimed the carrier's account on the platform, if any (identity API). */
export const useCarrierCompanies = (carrierId: number) => useListCompanies({ 'q[carrier_id_eq]': carrierId });
