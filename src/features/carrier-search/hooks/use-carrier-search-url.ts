import { carrierSearchFromUrl, carrierSearchToUrl } from '../../../domain';
import { useSearchUrl } from './use-search-url';

/** A carrier search held in the URL (text, filters, place, sort, page); see `useSearchUrl`. */
export const useCarrierSearchUrl = () => useSearchUrl(carrierSearchFromUrl, carrierSearchToUrl);
