import type { RouteId } from '../domain';

/** The navigation by business area; each item shows only when the access rules let this user open it. */
export const navAreas: { area: string; items: RouteId[] }[] = [
  { area: 'Overview', items: ['home'] },
  {
    area: 'Carriers',
    items: ['globalSearch', 'laneSearch', 'contactSearch', 'myCarriersMine', 'connections', 'rules', 'savedSearches'],
  },
  { area: 'Monitoring', items: ['loads', 'alerts', 'notes', 'vehicles'] },
  { area: 'Rate confirmations', items: ['rateConfirmations', 'rateConfirmationEmails'] },
  { area: 'Company', items: ['exchange', 'myAccount'] },
];
