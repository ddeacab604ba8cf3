import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

// Drawn here: the app has no icon set, and the fonts lack a copy glyph.
const CopyIcon = () => (
  <svg width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
  </svg>
);

const CheckIcon = () => (
  <svg width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M3 8.5l3 3 7-7" />
  </svg>
);

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
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
