import { CARRIER_SEARCH_CODEC } from '../../../domain';
import { useSearchUrl } from './use-search-url';

/** A carrier search held in the URL (text, filters, place, sort, page); see `useSearchUrl`. */
export const useCarrierSearchUrl = () => useSearchUrl(CARRIER_SEARCH_CODEC);
