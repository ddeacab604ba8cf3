import type { TicketStatus, TicketType } from '../../api';
import type { AlertTab } from '../../domain';

/** Readable names of every alert type of the contract (a new type is a type error here until named). */
export const ALERT_TYPE_LABELS: Record<TicketType, string> = {
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
};

export const ALERT_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  escalated: 'Escalated',
  pending: 'Pending',
  closed: 'Closed',
};

export const ALERT_STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'red',
  in_progress: 'blue',
  escalated: 'orange',
  pending: 'yellow',
  closed: 'gray',
};

export const ALERT_TAB_LABELS: Record<AlertTab, string> = {
  open: 'Open',
  closed: 'Closed',
  pending: 'Pending',
  recommended: 'Recommended',
};
