import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TruckPosting, TruckPostingInput, TruckPostingUpdate } from '../../api';
import { CreateTruckPostingBody, UpdateTruckPostingBody } from '../../api/validators';
import { truckPostingChanges, truckPostingFields, type TruckPostingDraft } from '../../domain';
import { messagesByField } from '../../lib/form-messages';
import type { PickedArea } from './area-field';
import type { PickedCarrier } from './carrier-field';

/** The truck posting form as typed; fields are named as the contract names them, so its errors land beside them. */
export interface TruckPostingForm {
  carrier_id: PickedCarrier | null;
  carrier_vehicle_id: string;
  posted_equipment_type: string;
  origin_area_id: PickedArea | null;
  origin_deadhead_tolerance: string;
  destination_area_id: PickedArea | null;
  destination_deadhead_tolerance: string;
  start_date: string;
  is_active: boolean;
}

export const FORM_FIELDS = [
  'carrier_id',
  'carrier_vehicle_id',
  'posted_equipment_type',
  'origin_area_id',
  'origin_deadhead_tolerance',
  'destination_area_id',
  'destination_deadhead_tolerance',
  'start_date',
] as const;

export const formMessages = messagesByField({
  carrier_id: 'Choose the carrier.',
  carrier_vehicle_id: 'Choose one of the carrier’s vehicles, or none.',
  posted_equipment_type: 'Choose the equipment.',
  origin_area_id: 'Choose where the truck starts.',
  origin_search_display_name: 'Choose where the truck starts.',
  origin_deadhead_tolerance: 'Enter whole miles from 0 to 500.',
  destination_deadhead_tolerance: 'Enter whole miles from 0 to 500.',
  start_date: 'Choose the first day the truck is available.',
});

const miles = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The form read as a draft: numbers read, the picked places' areas and names. */
function draftOf(form: TruckPostingForm): TruckPostingDraft {
  return {
    carrier_id: form.carrier_id?.id ?? null,
    carrier_vehicle_id: form.carrier_vehicle_id === '' ? null : Number(form.carrier_vehicle_id),
    origin_area_id: form.origin_area_id?.areaId ?? null,
    origin_search_display_name: form.origin_area_id?.name ?? '',
    origin_deadhead_tolerance: miles(form.origin_deadhead_tolerance),
    destination_area_id: form.destination_area_id?.areaId ?? null,
    destination_search_display_name: form.destination_area_id?.name ?? null,
    destination_deadhead_tolerance: miles(form.destination_deadhead_tolerance),
    start_date: form.start_date,
    posted_equipment_type: form.posted_equipment_type,
    is_active: form.is_active,
  };
}

/** What a valid form sends: a new posting's fields, or an edit's changes. */
export type TruckPostingSubmit =
  { kind: 'create'; fields: TruckPostingInput } | { kind: 'update'; fields: TruckPostingUpdate };

/** A new posting: the form's own fields, validated once by the contract's create schema. */
const createSchema = z
  .preprocess((form: TruckPostingForm) => truckPostingFields(draftOf(form)), CreateTruckPostingBody.shape.truck_posting)
  .transform((fields): TruckPostingSubmit => ({ kind: 'create', fields }));

/** An edit: only what changed, validated once by the contract's update schema. */
const updateSchema = (posting: TruckPosting) =>
  z
    .preprocess(
      (form: TruckPostingForm) => truckPostingChanges(posting, draftOf(form)),
      UpdateTruckPostingBody.shape.truck_posting,
    )
    .transform((fields): TruckPostingSubmit => ({ kind: 'update', fields }));

/**
 * The form's resolver: the contract's create schema for a new posting, its update schema (only what
 * changed) for an existing one. (One cast: zod types a preprocessed schema's input as unknown.)
 */
export function truckPostingResolver(
  posting: TruckPosting | undefined,
): Resolver<TruckPostingForm, unknown, TruckPostingSubmit> {
  const schema = posting ? updateSchema(posting) : createSchema;
  return zodResolver(schema, formMessages) as Resolver<TruckPostingForm, unknown, TruckPostingSubmit>;
}

/** The form of a new posting: today on, 50-mile deadheads shown as placeholders. */
export function newPostingForm(today: string): TruckPostingForm {
  return {
    carrier_id: null,
    carrier_vehicle_id: '',
    posted_equipment_type: '',
    origin_area_id: null,
    origin_deadhead_tolerance: '',
    destination_area_id: null,
    destination_deadhead_tolerance: '',
    start_date: today,
    is_active: true,
  };
}

/** The form of an existing posting, as the server has it. */
export function postingForm(posting: TruckPosting, carrierName: string): TruckPostingForm {
  return {
    carrier_id: { id: posting.carrier_id, name: carrierName },
    carrier_vehicle_id: posting.carrier_vehicle_id === null ? '' : String(posting.carrier_vehicle_id),
    posted_equipment_type: posting.posted_equipment_type,
    origin_area_id: { areaId: posting.origin_area_id, name: posting.origin_search_display_name },
    origin_deadhead_tolerance: String(posting.origin_deadhead_tolerance),
    destination_area_id:
      posting.destination_area_id === null
        ? null
        : {
            areaId: posting.destination_area_id,
            name: posting.destination_search_display_name ?? `Area ${posting.destination_area_id}`,
          },
    destination_deadhead_tolerance:
      posting.destination_deadhead_tolerance === null ? '' : String(posting.destination_deadhead_tolerance),
    start_date: posting.start_date,
    is_active: posting.is_active,
  };
}
