import { Anchor, Code, Paper, Stack, Text } from '@mantine/core';
import type { RateConfirmationMailDetail } from '../../../api';
import { Fact, FactGrid } from '../../../ui/detail';
import { formatDateTime } from '../../../ui/format';
import { wholeNumber } from '../../../ui/en-us';

/** "184 KB", "1.2 MB". */
export const formatBytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${wholeNumber(Math.max(1, bytes / 1000))} KB`;

/** The e-mail's headers as sent (from with its display name, reply-to, to, cc, date) and its attachments. */
export function MailHeaders({ mail }: { mail: RateConfirmationMailDetail }) {
  return (
    <Paper withBorder p="sm">
      <FactGrid wide={4}>
        <Fact label="From">{mail.from_name ? `${mail.from_name} <${mail.from}>` : mail.from}</Fact>
        <Fact label="Reply-To">{mail.reply_to ?? 'None (replies go to the sender)'}</Fact>
        <Fact label="To">{mail.to.join(', ')}</Fact>
        <Fact label="Cc">{mail.cc.length ? mail.cc.join(', ') : 'None'}</Fact>
        <Fact label="Date">{formatDateTime(mail.sent_at)}</Fact>
        <Fact label={mail.direction === 'received' ? 'Received' : 'Sent'}>{formatDateTime(mail.received_at)}</Fact>
        <Fact label="Subject">{mail.subject}</Fact>
        <Fact label="Attachments">
          {mail.attachments.length === 0 ? (
            'None'
          ) : (
            <Stack gap={0}>
              {mail.attachments.map((a) => (
                <Anchor key={a.id} href={a.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {a.filename}{' '}
                  <Text span size="xs" c="dimmed">
                    ({formatBytes(a.byte_size)})
                  </Text>
                </Anchor>
              ))}
            </Stack>
          )}
        </Fact>
      </FactGrid>
      {mail.authentication ? (
        <details>
          <summary>
            <Text span size="xs" c="dimmed" fw={600}>
              Authentication-Results header
            </Text>
          </summary>
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {mail.authentication.header}
          </Code>
        </details>
      ) : null}
    </Paper>
  );
}
