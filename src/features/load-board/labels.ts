import type { CapacityMatchType, DispositionReason } from '../../api';
import type { Certification, LoadBoardSort, LoadBoardView, PostingAge } from '../../domain';

/** Exchange's tabs: the board's three views, then the truck postings. */
export const EXCHANGE_TABS = ['all', 'posted', 'unposted', 'trucks'] as const;
export type ExchangeTab = (typeof EXCHANGE_TABS)[number];

export const TAB_LABELS: Record<ExchangeTab, string> = {
  all: 'All',
  posted: 'Posted',
  unposted: 'Unposted',
  trucks: 'Truck postings',
};

/** What an empty view says. */
export const VIEW_EMPTY: Record<LoadBoardView, string> = {
  all: 'No available loads from the pickup day on.',
  posted: 'No posted loads.',
  unposted: 'Every available load is posted.',
};

/** The sort options of monitoring §9 in a broker's words. */
export const SORT_LABELS: Record<LoadBoardSort, string> = {
  pickup_asc: 'Pickup, soonest first',
  pickup_desc: 'Pickup, latest first',
  dropoff_asc: 'Delivery, soonest first',
  dropoff_desc: 'Delivery, latest first',
  price_desc: 'Rate, highest first',
  price_asc: 'Rate, lowest first',
  rpm: 'Rate per mile, highest first',
  posting_desc: 'Posted, newest first',
  posting_asc: 'Posted, oldest first',
  distance_asc: 'Distance from origin, nearest first',
  distance_desc: 'Distance from origin, farthest first',
};

/** The posting-age buckets of monitoring §5 as the filter and the rows name them. */
export const POSTING_AGE_LABELS: Record<PostingAge, string> = {
  '8hr': 'Within 8 hours',
  '12hr': '8–12 hours ago',
  '24hr': '12–24 hours ago',
  '72hr': '1–3 days ago',
  '>72hr': 'Over 3 days ago',
};

/** The same buckets in a row's badge, short enough for a dense table (the full words are its tooltip). */
export const POSTING_AGE_SHORT: Record<PostingAge, string> = {
  '8hr': '< 8 h',
  '12hr': '8–12 h',
  '24hr': '12–24 h',
  '72hr': '1–3 d',
  '>72hr': '> 3 d',
};

export const CERTIFICATION_LABELS: Record<Certification, string> = {
  hazmat: 'Hazmat',
  tanker: 'Tanker',
  none: 'None needed',
};

export const REASON_LABELS: Record<DispositionReason, string> = {
  not_interested: 'Not interested',
  no_truck_available: 'No truck available',
  rate_disagreement: 'Rate disagreement',
  equipment_mismatch: 'Equipment mismatch',
  failed_vetting: 'Failed vetting',
  did_not_respond: 'Did not respond',
  other: 'Other',
};

export const MATCH_TYPE_LABELS: Record<CapacityMatchType, string> = {
  truck_posting: 'Truck posting',
  recent_location: 'Seen nearby',
};
