import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** An e-mail or phone number: copyable, and a link to the carriers Contact Search finds with it. */
export function ContactValue({
  kind,
  value,
  verified,
}: {
  kind: 'email' | 'phone';
  value: string;
  verified?: boolean;
}) {
  const search =
    kind === 'email' ? paths.contactSearch.href({ email: value }) : paths.contactSearch.href({ phone: value });
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Anchor
        component={Link}
        to={search}
        size="sm"
        aria-label={`Find carriers with ${value}`}
        title={`Find carriers with ${value}`}
      >
        {value}
      </Anchor>
      {verified === false ? (
        <Text span size="xs" c="dimmed">
          (not verified)
        </Text>
      ) : null}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon
              size="xs"
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              onClick={copy}
              aria-label={`Copy ${value}`}
            >
              <Text span fz={10} aria-hidden>
                {copied ? '✓' : '⧉'}
              </Text>
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
