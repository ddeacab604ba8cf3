import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, errorStatus, useVehicleLookup } from '../../../api';
import { paths } from '../../../config/paths';
import { classifyHomeSearch, describeCarrierSearch, formatPhone, type HomeSearch } from '../../../domain';

function hintOf(search: HomeSearch): string {
  switch (search.kind) {
    case 'empty':
      return 'Paste anything you know of the carrier.';
    case 'carrier':
      return `Carrier search: ${describeCarrierSearch(search.text, false)}`;
    case 'email':
      return `Contact search for carriers with ${search.email}`;
    case 'phone':
      return `Contact search for carriers with ${formatPhone(search.phone)}`;
    case 'vin':
      return `Opens the vehicle with VIN ${search.vin}`;
    case 'unavailable':
      return search.what === 'vehicle'
        ? 'Vehicle search is not part of your plan: search by MC, DOT or name.'
        : 'Contact search is not part of your plan: search by MC, DOT or name.';
  }
}

/**
 * Home's one search box: whatever the broker pastes goes to the right search — an identifier or a
 * name to Carrier Search Results, an e-mail or a phone to Contact Search, a VIN to its vehicle (found
 * with `getVehicleByVin`) — offering only what this user may reach (`access`).
 */
export function HomeSearchBox({ access }: { access: { contacts: boolean; vehicles: boolean } }) {
  const navigate = useNavigate();
  const lookup = useVehicleLookup();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = classifyHomeSearch(text, access);
  const kinds = [
    'MC or DOT number',
    'carrier name',
    ...(access.contacts ? ['phone', 'e-mail'] : []),
    ...(access.vehicles ? ['VIN'] : []),
  ];

  const submit = async () => {
    setProblem(null);
    if (search.kind === 'carrier') return navigate(paths.carrierSearchResults.href({ text: search.text }));
    if (search.kind === 'email') return navigate(paths.contactSearch.href({ email: search.email }));
    if (search.kind === 'phone') return navigate(paths.contactSearch.href({ phone: search.phone }));
    if (search.kind !== 'vin') return undefined;
    setBusy(true);
    try {
      const vehicle = await lookup(search.vin);
      await navigate(paths.vehicleShow.href(vehicle.id));
    } catch (error) {
      setProblem(errorStatus(error) === 404 ? `No vehicle has the VIN ${search.vin}.` : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      role="search"
      aria-label="Search everything"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Search"
          placeholder={`${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1) ?? ''}`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          maxLength={100}
          size="md"
          style={{ flex: 1 }}
          error={problem}
        />
        <Button
          type="submit"
          size="md"
          loading={busy}
          disabled={search.kind === 'empty' || search.kind === 'unavailable'}
        >
          Search
        </Button>
      </Group>
      <Text size="xs" c={search.kind === 'unavailable' ? 'orange.9' : 'dimmed'} mt={4} aria-live="polite">
        {hintOf(search)}
      </Text>
    </form>
  );
}
