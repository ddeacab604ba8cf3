import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { EMPTY_LANE_SEARCH, EXPIRED_ACCOUNT_TAB, laneSearchToUrl, sampleEnd } from '../../../domain';
import { LaneForm } from '../lane/lane-form';
import { LaneMap } from '../lane/lane-map';
import type { ChosenEnd } from '../lane/lane-place-field';
import { CarrierSampleCaption, useCarrierSample } from './home-carrier-sample';

const onMap = (chosen: ChosenEnd | null) =>
  chosen ? { name: chosen.end.name, latitude: chosen.latitude, longitude: chosen.longitude } : null;

/**
 * Home's search map: a lane form (origin, destination) over the offline map of North America,
 * which shows the chosen ends and a sample of the carriers based near the origin (or the
 * destination while it is the only end chosen), each opening its page; Search lane opens the lane's
 * results. Without lane search in the plan the map stays and says so, and no sample is asked.
 */
export function HomeLaneCard({ lanes }: { lanes: boolean }) {
  const navigate = useNavigate();
  const [origin, setOrigin] = useState<ChosenEnd | null>(null);
  const [destination, setDestination] = useState<ChosenEnd | null>(null);
  const sample = useCarrierSample(sampleEnd(onMap(origin), onMap(destination)), lanes);
  const search = () => {
    const query = laneSearchToUrl({
      ...EMPTY_LANE_SEARCH,
      origin: origin?.end ?? null,
      destination: destination?.end ?? null,
    });
    void navigate(paths.laneSearchResults.href(Object.fromEntries(query)));
  };
  return (
    <Card withBorder padding="sm" component="section" aria-label="Find carriers for a lane">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Find carriers for a lane
        </Title>
        {lanes ? (
          <LaneForm
            origin={origin}
            destination={destination}
            onOrigin={setOrigin}
            onDestination={setDestination}
            onSearch={search}
            fieldWidth={300}
          />
        ) : (
          <Text size="sm">
            Lane search is not part of your plan.{' '}
            <Anchor component={Link} to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })} fz="sm">
              See the plans in My Account
            </Anchor>
            .
          </Text>
        )}
        <LaneMap
          origin={onMap(origin)}
          destination={onMap(destination)}
          places={sample.markers}
          onMarkerActivate={(id) => void navigate(paths.carrierDetail.href(id))}
          height={300}
        />
        {lanes ? <CarrierSampleCaption sample={sample} /> : null}
      </Stack>
    </Card>
  );
}
