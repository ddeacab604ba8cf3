import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage, errorStatus } from '../../api';
import { paths } from '../../config/paths';
import { parseId } from '../../domain';
import { DetailState } from '../../ui/query-state';
import { carrierProfileParts } from './carrier-profile.route';
import { ProfileView } from './profile-view';

/**
 * Carrier Detail (/carriers/{id}): the profile a broker vets a carrier on. The header (identity,
 * authority, the rules assessment, my-carrier and connection state, the risk signals, the actions)
 * comes from one call; every section below is a tab held in the URL that loads when opened.
 */
export default function CarrierProfilePage() {
  const { id = '' } = useParams();
  const carrierId = parseId(id);
  // The route's loader started this same query (carrier-profile.route.ts) while this code loaded.
  const detail = useQuery({ ...carrierProfileParts.detail(carrierId ?? 0), enabled: carrierId !== null });
  return (
    <DetailState
      query={detail}
      what={`carrier ${id}`}
      notFound={carrierId === null || errorStatus(detail.error) === 404}
      back={{ to: paths.home.href(), label: 'Back to Home' }}
      errorText={errorMessage(detail.error)}
    >
      {() => detail.data && <ProfileView carrier={detail.data} />}
    </DetailState>
  );
}
