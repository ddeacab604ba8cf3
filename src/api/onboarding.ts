import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getListOnboardingPacketsQueryKey,
  getSearchOnboardingPacketContractsByCarrierQueryKey,
  listOnboardingPackets,
  useGetCurrentContract,
  useGetOnboardingPacket,
  useGetOnboardingPacketContract,
  useSearchOnboardingPacketContractsByCarrier,
  useUploadRedlinedContract,
  useUploadRedlinedTaxContract,
} from '../../generated/monitor/hooks/onboarding/onboarding';
import type { ListOnboardingPacketsParams, TaxFormSubmission } from '../../generated/monitor/model';
import { PAGE_SIZE } from '../domain';
import { responseStatusOf } from './http-answers';
import type { monitorClient } from './mutators';
import { pagedQueryOptions } from './paged';

type RequestOptions = Parameters<typeof monitorClient>[1];

/** A connection's onboarding packets, newest first, 50 a page (GET onboarding_packets). */
export function useOnboardingPackets(connectionId: number | null, page: number) {
  const params: ListOnboardingPacketsParams = {
    'q[connection_id_eq]': connectionId ?? 0,
    'q[s]': 'created_at desc',
    page,
    per_page: PAGE_SIZE,
  };
  return useQuery({
    ...pagedQueryOptions(getListOnboardingPacketsQueryKey(params), (signal) =>
      listOnboardingPackets(params, undefined, signal),
    ),
    enabled: connectionId !== null,
  });
}

/** One packet with its rules assessment and executed contract (GET onboarding_packets/{id}), while it is opened. */
export const useOnboardingPacket = (id: number | null) =>
  useGetOnboardingPacket(id ?? 0, { query: { enabled: id !== null } });

/** Every contract document of the carrier's packets with the broker (GET onboarding_packet_contracts/search_by_carrier_id). */
export const useCarrierContracts = (carrierId: number) =>
  useSearchOnboardingPacketContractsByCarrier({ carrier_id: carrierId });

/** One contract document (GET onboarding_packet_contracts/{id}), while it is opened. */
export const useContractDocument = (id: number | null) =>
  useGetOnboardingPacketContract(id ?? 0, { query: { enabled: id !== null } });

/** The broker's current carrier agreement (GET contracts/current_contract). */
export const useCurrentContract = () => useGetCurrentContract();

/**
 * Uploads a redlined copy of a packet's contract (multipart: file, contract_id,
 * onboarding_packet_id); `request` carries the progress. The carrier's contracts are fetched again.
 */
export function useUploadRedlined(request?: RequestOptions) {
  const client = useQueryClient();
  return useUploadRedlinedContract({
    request,
    mutation: {
      onSuccess: () => client.invalidateQueries({ queryKey: getSearchOnboardingPacketContractsByCarrierQueryKey() }),
    },
  });
}

/** A tax form the server took: fully read, or (206) received and still being processed. */
export interface TaxFormUpload {
  submission: TaxFormSubmission;
  /** The server answered 206 (carrier-portal §8): it has the form but has not read all of it yet. */
  partial: boolean;
}

/**
 * Uploads a corrected tax form for a packet (multipart). A 206 answer means the form was received
 * and is still being processed: `upload` answers it apart (`partial`), so the screen says so.
 */
export function useUploadTaxForm(request?: RequestOptions) {
  const client = useQueryClient();
  const mutation = useUploadRedlinedTaxContract({
    request,
    mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getListOnboardingPacketsQueryKey() }) },
  });
  const upload = async (variables: Parameters<typeof mutation.mutateAsync>[0]): Promise<TaxFormUpload> => {
    const submission = await mutation.mutateAsync(variables);
    return { submission, partial: responseStatusOf(submission) === 206 };
  };
  return { upload, isPending: mutation.isPending };
}

export type { OnboardingPacket, OnboardingPacketContract, TaxFormSubmission } from '../../generated/monitor/model';
