import type { CarrierDetail } from '../../api';
import type { ProfileAccess } from '../../domain';

/**
 * What every tab of the profile is given: the carrier (the header's data) and what the user may see.
 * Its own file, so the tabs do not import the table of tabs that loads them.
 */
export interface ProfileTabProps {
  carrier: CarrierDetail;
  access: ProfileAccess;
}
