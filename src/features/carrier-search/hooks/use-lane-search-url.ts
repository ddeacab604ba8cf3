import { LANE_SEARCH_CODEC } from '../../../domain';
import { useSearchUrl } from './use-search-url';

/** A lane search held in the URL (both ends, filters, page); see `useSearchUrl`. */
export const useLaneSearchUrl = () => useSearchUrl(LANE_SEARCH_CODEC);
