import { Text } from '@mantine/core';
import type { CarrierDetail } from '../../../api';
import { hasActiveInterstateAuthority, monthsInWords } from '../../../domain';
import { Fact, FactGrid } from '../../../ui/detail';
import { formatDate, formatPlace, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { SAFETY_RATING_COLORS, SAFETY_RATING_LABELS } from '../labels';

/** SAFER's operating statuses, short enough for the header. */
const OPERATING_STATUS: Record<string, string> = {
  'AUTHORIZED FOR Property': 'Authorized for property',
  'NOT AUTHORIZED': 'Not authorized',
  'OUT-OF-SERVICE': 'Out of service',
};

const AUTHORITY_COLORS: Record<string, string> = { active: 'green', pending: 'yellow', inactive: 'red', none: 'gray' };

/** The census and authority facts under the header's names: status, authority, rating, fleet, place. */
export function CarrierFacts({ carrier }: { carrier: CarrierDetail }) {
  const { census, authority } = carrier;
  const interstate = hasActiveInterstateAuthority(census.carrier_operation, authority);
  const age = monthsInWords(authority.age_months);
  return (
    <FactGrid>
      <Fact label="Operating status">
        <StatusBadge color={census.operating_status === 'AUTHORIZED FOR Property' ? 'green' : 'red'}>
          {OPERATING_STATUS[census.operating_status] ?? census.operating_status}
        </StatusBadge>
      </Fact>
      <Fact label="Authority">
        {(['common', 'contract', 'broker'] as const)
          .filter((type) => authority[type] !== 'none')
          .map((type) => (
            <StatusBadge key={type} color={AUTHORITY_COLORS[authority[type]] ?? 'gray'}>
              {humanize(type)} {authority[type]}
            </StatusBadge>
          ))}
        {(['common', 'contract', 'broker'] as const).every((type) => authority[type] === 'none') ? 'None' : null}
      </Fact>
      <Fact label="Active interstate authority">{interstate ? 'Yes' : 'No'}</Fact>
      <Fact label="Authority age">
        {age ?? '—'}
        {authority.granted_on ? (
          <Text span size="xs" c="dimmed">
            {' '}
            (since {formatDate(authority.granted_on)})
          </Text>
        ) : null}
      </Fact>
      <Fact label="Safety rating">
        <StatusBadge color={SAFETY_RATING_COLORS[census.safety_rating] ?? 'gray'}>
          {SAFETY_RATING_LABELS[census.safety_rating] ?? humanize(census.safety_rating)}
        </StatusBadge>
        {census.safety_rating_date ? (
          <Text span size="xs" c="dimmed">
            {' '}
            {formatDate(census.safety_rating_date)}
          </Text>
        ) : null}
      </Fact>
      <Fact label="Fleet">
        {census.power_units} power units · {census.drivers} drivers
      </Fact>
      <Fact label="Operation">
        {humanize(census.carrier_operation)} {humanize(census.entity_type).toLowerCase()}
      </Fact>
      <Fact label="Physical address">
        {formatPlace(census.physical_address)}
        <Text span size="xs" c="dimmed">
          {' '}
          MCS-150 updated {formatDate(census.mcs150_date)}
        </Text>
      </Fact>
    </FactGrid>
  );
}
