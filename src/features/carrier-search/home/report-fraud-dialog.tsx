import { Button, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, useCarrierFinder } from '../../../api';
import { paths } from '../../../config/paths';
import { FormActions } from '../../../ui/form-actions';
import { formatPlace } from '../../../ui/format';

/**
 * "Report fraud…" on Home: find the carrier (MC, DOT, name, e-mail or phone; `globalSearchCarriers`,
 * best match first) and go to its profile's identity alerts with the report form open
 * (`?tab=identity-alerts&report=1`; the form is the profile's).
 */
export function ReportFraudButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        Report fraud…
      </Button>
      <Modal opened={opened} onClose={close} title="Report fraud: which carrier?" size="lg">
        <CarrierFinder onClose={close} />
      </Modal>
    </>
  );
}

function CarrierFinder({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [settled] = useDebouncedValue(typed, 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const found = useCarrierFinder(settled);
  const carriers = settled.trim().length >= 2 ? (found.data ?? []) : [];

  const go = () => {
    if (!chosen) return;
    onClose();
    void navigate(paths.carrierDetail.href(chosen, { tab: 'identity-alerts', report: true }));
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Carrier"
        description="MC or DOT number, name, e-mail or phone"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        rightSection={found.isFetching ? <Loader size={14} /> : null}
        data-autofocus
      />
      {found.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Could not search carriers: {errorMessage(found.error)}
        </Text>
      ) : null}
      <Radio.Group value={chosen} onChange={setChosen} label="Carriers found" aria-live="polite">
        <ScrollArea.Autosize mah={260}>
          <Stack gap={6} mt={6}>
            {carriers.map((carrier) => (
              <Radio
                key={carrier.id}
                value={String(carrier.id)}
                label={`${carrier.legal_name}${carrier.dba_name ? ` (DBA ${carrier.dba_name})` : ''}`}
                description={[
                  carrier.dot_number ? `DOT ${carrier.dot_number}` : null,
                  carrier.mc_number ? `MC ${carrier.mc_number}` : null,
                  formatPlace(carrier),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
            {settled.trim().length >= 2 && !found.isFetching && carriers.length === 0 && !found.isError ? (
              <Text size="sm" c="dimmed">
                No carrier matches “{settled.trim()}”.
              </Text>
            ) : null}
            {settled.trim().length < 2 ? (
              <Text size="sm" c="dimmed">
                Type two characters or more.
              </Text>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      <FormActions submitLabel="Report this carrier" color="red" disabled={!chosen} onSubmit={go} onCancel={onClose} />
    </Stack>
  );
}
