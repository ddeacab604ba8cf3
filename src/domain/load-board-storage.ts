import { EQUIPMENT_TYPES } from './equipment';
import {
  CERTIFICATIONS,
  DEFAULT_LOAD_BOARD_FILTERS as DEFAULTS,
  LOAD_BOARD_SORTS,
  LOAD_BOARD_VIEWS,
  type LoadBoardFilters,
} from './load-board-filters';
import { POSTING_AGES } from './posting-age';

// Every nullable field defaults to null, so a stored null needs no reader: it leaves the default.

/** Version of the stored shape; a stored value of another version is read field by field. */
export const LOAD_BOARD_STORAGE_VERSION = 1;

type Reader = (value: unknown) => unknown;

const oneOf =
  (allowed: readonly string[]): Reader =>
  (value) =>
    allowed.includes(value as string) ? value : undefined;
const between =
  (min: number, max: number): Reader =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? value : undefined;
const count = between(0, Number.MAX_SAFE_INTEGER);
const id = between(1, Number.MAX_SAFE_INTEGER);
const textUpTo =
  (maxLength: number): Reader =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= maxLength ? value : undefined;
const date: Reader = (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const listOf =
  (allowed: readonly string[]): Reader =>
  (value) =>
    Array.isArray(value) ? [...new Set(value.filter((item) => allowed.includes(item)))] : undefined;

const READERS: Record<keyof LoadBoardFilters, Reader> = {
  view: oneOf(LOAD_BOARD_VIEWS),
  my_loads: (value) => (typeof value === 'boolean' ? value : undefined),
  load_id: id,
  equipment: listOf(EQUIPMENT_TYPES),
  trailer: textUpTo(40),
  min_rate: count,
  weight: count,
  trailer_length: between(1, 60),
  origin_area_id: id,
  origin_name: textUpTo(120),
  destination_area_id: id,
  destination_name: textUpTo(120),
  origin_deadhead: count,
  destination_deadhead: count,
  deadhead: count,
  pickup_start: date,
  pickup_end: date,
  dropoff_start: date,
  dropoff_end: date,
  posting: oneOf(POSTING_AGES),
  certifications: listOf(CERTIFICATIONS),
  sort: oneOf(Object.keys(LOAD_BOARD_SORTS)),
  company_id: id,
  team: id,
};

/** Load board filters → the string kept in local storage. */
export function serialiseLoadBoardFilters(filters: LoadBoardFilters): string {
  return JSON.stringify({ version: LOAD_BOARD_STORAGE_VERSION, filters });
}

function parse(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Plain values (stored JSON, or the URL's read as numbers, flags and lists) → load board filters:
 * each field that is valid is kept, any other takes its default.
 */
export function loadBoardFiltersFrom(source: unknown): LoadBoardFilters {
  const filters: Record<string, unknown> = { ...DEFAULTS };
  if (!isRecord(source)) return filters as unknown as LoadBoardFilters;
  for (const key of Object.keys(READERS) as (keyof LoadBoardFilters)[]) {
    const value = Object.hasOwn(source, key) ? READERS[key](source[key]) : undefined;
    if (value !== undefined) filters[key] = value;
  }
  return filters as unknown as LoadBoardFilters;
}

/**
 * The stored string → load board filters. A missing or corrupt value gives the defaults; an
 * outdated one (another version, or the bare filters object) keeps each field that is still valid.
 */
export function restoreLoadBoardFilters(stored: string | null): LoadBoardFilters {
  const parsed = parse(String(stored));
  return loadBoardFiltersFrom(isRecord(parsed) && isRecord(parsed.filters) ? parsed.filters : parsed);
}
