import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, errorStatus, useOutlookApiKey } from '../../../api';
import { Section } from '../../../ui/detail';
import { formatDateTime } from '../../../ui/format';

/**
 * The Outlook add-in key: hidden until the broker asks to see it (nothing is requested before,
 * since the server creates the key on first read), then shown with a copy button.
 */
export function OutlookKey({ userId }: { userId: number }) {
  const [revealed, setRevealed] = useState(false);
  const key = useOutlookApiKey(userId, revealed);
  return (
    <Section title="Outlook add-in">
      <Text size="sm" maw={720}>
        The add-in forwards rate confirmation e-mails from Outlook to the portal as you. Paste this key into the
        add-in&apos;s settings once; treat it like a password.
      </Text>
      {!revealed ? (
        <Group>
          <Button size="xs" variant="default" onClick={() => setRevealed(true)}>
            Show key
          </Button>
        </Group>
      ) : key.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the key…
        </Text>
      ) : key.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorStatus(key.error) === 403
            ? 'Only you, or a user who can manage users, may see this key.'
            : `Could not load the key: ${errorMessage(key.error)}`}
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <Code aria-label="Outlook add-in key" fz="sm">
              {key.data.api_key}
            </Code>
            <CopyButton value={key.data.api_key} timeout={3000}>
              {({ copied, copy }) => (
                // The label alone says it was copied: a filled green under white text falls below 4.5:1.
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="subtle" onClick={() => setRevealed(false)}>
              Hide key
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Created {formatDateTime(key.data.created_at)} · last used{' '}
            {key.data.last_used_at ? formatDateTime(key.data.last_used_at) : 'never'}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
