/**
 * The alert types of the contract in a broker's words, and the groups the ticket views and the
 * e-mail checks read. The API layer checks that every type of the contract has its name
 * (src/api/tickets.ts), so a new type is a type error until it is named here.
 */
export const ALERT_TYPE_NAMES = {
  physical_location_out_of_range_from_origin: 'Truck far from origin',
  overbooked_carrier: 'Overbooked carrier',
  rate_confirmation_dispatch_service_email: 'Rate con sent to a dispatch service (e-mail)',
  rate_confirmation_dispatch_service_domain: 'Rate con sent to a dispatch service (domain)',
  fraudulent_email: 'Fraudulent e-mail',
  fraudulent_domain: 'Fraudulent domain',
  email_spoofing: 'E-mail spoofing',
  domain_spoofing: 'Domain spoofing',
  no_recent_vehicles_observed: 'No recent vehicles observed',
  load_overall_rule_result_failing: 'Load fails your carrier rules',
  dormant_eld_connection: 'Dormant ELD connection',
  identity_alert_on_active_load: 'Identity alert on an active load',
  facility_commodity_excluded: 'Commodity excluded at facility',
  high_risk_pickup_with_no_physical_presence: 'High-risk pickup, no physical presence',
  voip_phone_number: 'VOIP phone number',
  unknown_phone_number: 'Unknown phone number',
  found_phone_flagged_for_fraud: 'Phone flagged for fraud',
  vehicle_assignment_required: 'Vehicle assignment required',
  potentially_wrong_vehicle_assigned: 'Possibly wrong vehicle assigned',
  unverified_vehicle_assigned: 'Unverified vehicle assigned',
} as const;

/** An alert type of the contract (its TicketType). */
export type AlertType = keyof typeof ALERT_TYPE_NAMES;

/** Whether a text is an alert type this build names. */
export const isAlertType = (type: string): type is AlertType => Object.hasOwn(ALERT_TYPE_NAMES, type);

/** A type's name, also for one a newer server sends that this build does not know yet. */
export const alertTypeName = (type: string): string =>
  (ALERT_TYPE_NAMES as Record<string, string>)[type] ?? type.replace(/_/g, ' ');

/**
 * Alerts about the e-mail and domain a rate confirmation went to or came from (monitoring §4): a
 * dispatch service, a fraudulent or a spoofed address. The rate-confirmation ticket views list them,
 * and an e-mail's detail names those on its load.
 */
export const RATE_CONFIRMATION_ALERT_TYPES = [
  'rate_confirmation_dispatch_service_email',
  'rate_confirmation_dispatch_service_domain',
  'fraudulent_email',
  'fraudulent_domain',
  'email_spoofing',
  'domain_spoofing',
] as const;

/**
 * Alerts raised on a vehicle's movement (the contract's TicketMovement: a location, no vehicles
 * observed, a wrong or unverified vehicle): the movement ticket views, one row per movement.
 */
export const MOVEMENT_ALERT_TYPES = [
  'physical_location_out_of_range_from_origin',
  'no_recent_vehicles_observed',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
] as const;

/**
 * Load-lock events: the vehicle and location checks that tie a load to the carrier's truck, worked by
 * the load-lock manager and staff (monitoring §6). The closed load-lock events dashboard lists them.
 */
export const LOAD_LOCK_ALERT_TYPES = [
  'physical_location_out_of_range_from_origin',
  'high_risk_pickup_with_no_physical_presence',
  'no_recent_vehicles_observed',
  'dormant_eld_connection',
  'vehicle_assignment_required',
  'potentially_wrong_vehicle_assigned',
  'unverified_vehicle_assigned',
] as const;
