import {
  getListInsuranceActivitiesQueryKey,
  getListInsuranceCertificateRequestsQueryKey,
  useRequestCargoPolicy,
} from '../../generated/monitor/hooks/insurance/insurance';

/** A carrier's insurance (monitor API): policies, certificate requests and their events. */
export {
  useListCarrierInsurancePolicies,
  useListInsuranceCertificateRequests,
  useListInsuranceActivities,
} from '../../generated/monitor/hooks/insurance/insurance';
export type { InsuranceActivity, InsuranceCertificateRequest, InsurancePolicy } from '../../generated/monitor/model';

/** Asks a policy's agent for the carrier's cargo certificate; the requests and their events are fetched again after. */
export const useRequestCargoPolicyAndRefresh = () =>
  useRequestCargoPolicy({
    mutation: {
      onSuccess: (_request, _variables, _saved, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: getListInsuranceCertificateRequestsQueryKey() }),
          client.invalidateQueries({ queryKey: getListInsuranceActivitiesQueryKey() }),
        ]),
    },
  });
