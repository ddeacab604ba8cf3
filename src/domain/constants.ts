/** Business constants of both specs (carrier-portal §9, monitoring-and-load-board §9), in one place. */

/** Page size of rules, overrides, connections, packets, subscriptions, users, loads, alerts, rate confirmations. */
export const PAGE_SIZE = 50;
/** Page size of carrier insights and my-carriers lists. */
export const SMALL_PAGE_SIZE = 15;
/** Movement results per page. */
export const MOVEMENT_PAGE_SIZE = 20;
/** Zip search result limit. */
export const ZIP_SEARCH_LIMIT = 10;
/** Alert polling interval in milliseconds (4 minutes). */
export const ALERT_POLL_INTERVAL_MS = 240_000;

/** A broker rule whose value is this is active. */
export const ACTIVE_RULE_VALUE = 2;
/** A rule override expiring on this date never expires. */
export const INDEFINITE_OVERRIDE_DATE = '2080-01-01';

/** Fleet, straight box truck and cargo van range sentinel: a max of this means unbounded. */
export const VEHICLE_RANGE_MAX = 1000;
/** Authority age range in months; a max of 24 means unbounded, a min of 1 is the default. */
export const AUTHORITY_AGE_MIN = 1;
export const AUTHORITY_AGE_MAX = 24;
/** Default minimum equipment count, omitted from queries. */
export const EQUIPMENT_MIN_DEFAULT = 1;
/** Cargo search equipment share defaults. */
export const EQUIPMENT_SHARE_COUNT_DEFAULT = 1;
export const EQUIPMENT_SHARE_PERCENTAGE_DEFAULT = 0.5;
/** Coverage slider stops and the cargo coverage each maps to. */
export const COVERAGE_SLIDER_STOPS = [0, 50, 100, 150, 200, 250] as const;
export const CARGO_COVERAGE_VALUES = [0, 100_000, 200_000, 250_000, 500_000, 1_000_000] as const;
/** Liability ranges: 0 to 5M in 1M steps. */
export const LIABILITY_MAX = 5_000_000;
export const LIABILITY_STEP = 1_000_000;

/** Account tab shown for an expired subscription or trial. */
export const EXPIRED_ACCOUNT_TAB = 4;

/** Lane search results: the server caps them at this many items over this many pages. */
export const LANE_RESULTS_CAP_ITEMS = 200;
export const LANE_RESULTS_CAP_PAGES = 4;

/** Load monitoring: trackable from this many billable miles. */
export const TRACKABLE_MILES = 150;
/** Tracking window: days before the first stop and after the last stop. */
export const TRACKING_START_DAYS_BEFORE = 2;
export const TRACKING_END_DAYS_AFTER = 5;

/** Load board: default deadhead in miles when an area is set without one. */
export const DEFAULT_DEADHEAD_MILES = 50;
/** Load board posting-age bucket upper bounds in hours. */
export const POSTING_BUCKET_HOURS = [8, 12, 24, 72] as const;

/** Contact search validation message. */
export const CONTACT_SEARCH_TYPE_MESSAGE = 'Please select a type of email or phone number.';

/** Milliseconds in an hour and a day. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Carrier profile (carrier-portal §9): the equipment list covers vehicles of the last 2 years. */
export const EQUIPMENT_WINDOW_YEARS = 2;
/** Identity alerts on a carrier are counted and listed over the last 7 days. */
export const IDENTITY_ALERT_WINDOW_DAYS = 7;
/** Areas verified by ELD are shown for the last 3 days. */
export const ELD_DAYS_TO_SHOW = 3;
/** The ELD certification notice shows until this day (inclusive). */
export const ELD_CERTIFICATION_NOTICE_EXPIRY = '2024-04-22';
/** The directory's users pager shows from this many users on. */
export const DIRECTORY_PAGER_FROM = 50;
