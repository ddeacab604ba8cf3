import type { Vehicle } from '../../api';
import { humanize } from '../../ui/format';

/** A vehicle's kind in words: "Tractor", "Reefer trailer". */
export function vehicleKind(vehicle: Pick<Vehicle, 'is_type' | 'power_unit_type' | 'trailer_type'>): string {
  if (vehicle.is_type === 'trailer')
    return vehicle.trailer_type ? `${humanize(vehicle.trailer_type)} trailer` : 'Trailer';
  return vehicle.power_unit_type ? humanize(vehicle.power_unit_type) : 'Power unit';
}

/** Year, make and model as one phrase ("2022 Freightliner Cascadia"), or an em dash. */
export const vehicleModel = (vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string =>
  [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || '—';

/** How a broker names a vehicle: its unit number, else the end of its VIN. */
export const vehicleName = (vehicle: { unit_number: string | null; vin: string }): string =>
  vehicle.unit_number ?? `VIN …${vehicle.vin.slice(-6)}`;

export const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  { value: 'power_unit', label: 'Power unit' },
  { value: 'trailer', label: 'Trailer' },
];

export const SOURCE_OPTIONS = [
  { value: '', label: 'Any source' },
  { value: 'eld', label: 'ELD' },
  { value: 'insurance_certificate', label: 'Insurance certificate' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'crash', label: 'Crash report' },
  { value: 'carrier_upload', label: 'Carrier upload' },
];

/** Where a vehicle's record was last seen, in the filter's words. */
export const sourceLabel = (source: string): string =>
  SOURCE_OPTIONS.find((o) => o.value === source)?.label ?? humanize(source);
