import type { Note } from '../../api';
import { paths } from '../../config/paths';

/** The "About" filter's choices: anything, or one kind of record (the contract's NotableType). */
export const ABOUT_OPTIONS = [
  { value: '', label: 'Anything' },
  { value: 'Carrier', label: 'Carriers' },
  { value: 'Load', label: 'Loads' },
  { value: 'Ticket', label: 'Alerts' },
];

/** The carrier a note concerns, by name when the list carries it. */
export const noteCarrierName = (note: Pick<Note, 'carrier_id' | 'carrier_legal_name'>): string | null =>
  note.carrier_id === null ? null : (note.carrier_legal_name ?? `Carrier ${note.carrier_id}`);

/** What a note is on, in words, and where a broker reads it in context. */
export interface NoteSubject {
  label: string;
  /** The record's screen: the carrier's Notes tab, or the load (whose page lists its alerts); null when unknown. */
  href: string | null;
  /** The longer description, for the cell's tooltip and the row's name. */
  title: string;
}

/**
 * A carrier's note opens the carrier's Notes tab, a load's note the load, and an alert's note its
 * load's page, whose "Alerts on this load" lists the alert whatever its status, with its notes (the
 * Alerts list would show it only on its status's tab). An alert whose load is not named links nowhere.
 */
export function noteSubject(
  note: Pick<Note, 'notable_type' | 'notable_id' | 'load_id' | 'carrier_legal_name'>,
): NoteSubject {
  const id = note.notable_id;
  if (note.notable_type === 'Carrier') {
    const title = note.carrier_legal_name ? `Carrier ${note.carrier_legal_name}` : `Carrier ${id}`;
    return { label: 'Carrier', href: paths.carrierDetail.href(id, { tab: 'notes' }), title };
  }
  if (note.notable_type === 'Load')
    return { label: `Load ${id}`, href: paths.loadDetail.href(id), title: `Load ${id}` };
  // An alert (Ticket), or a kind of record the portal does not know yet: named, linked only to a load.
  const what = note.notable_type === 'Ticket' ? 'Alert' : String(note.notable_type);
  const load = note.load_id ?? null;
  return {
    label: `${what} ${id}`,
    href: load !== null ? paths.loadDetail.href(load) : null,
    title: load !== null ? `${what} ${id} on load ${load}` : `${what} ${id}`,
  };
}
