import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage, useMailRemoteImages, type MailRemoteImage, type RateConfirmationMailDetail } from '../../../api';
import { Section } from '../../../ui/detail';
import { SafeHtmlFrame, remoteImagesOf, sanitizeHtml } from '../../../ui/safe-html';
import { Segmented } from '../../../ui/segmented';

const RASTER = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The fetched images as the frame takes them: address → data: URL (raster types only). */
const imageData = (images: readonly MailRemoteImage[] | undefined) =>
  new Map(
    (Array.isArray(images) ? images : [])
      .filter((image) => RASTER.includes(image.content_type))
      .map((image) => [image.url, `data:${image.content_type};base64,${image.data_base64}`]),
  );

function RemoteImages({
  count,
  shown,
  asked,
  onAsk,
  state,
}: {
  count: number;
  shown: number;
  asked: boolean;
  onAsk: () => void;
  state: { isPending: boolean; isError: boolean; error: unknown };
}) {
  if (count === 0) return null;
  if (!asked)
    return (
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {count} remote {count === 1 ? 'image is' : 'images are'} blocked.
        </Text>
        <Button size="compact-xs" variant="light" onClick={onAsk}>
          Show remote images
        </Button>
      </Group>
    );
  if (state.isPending)
    return (
      <Text size="xs" c="dimmed" aria-busy>
        Fetching the images through the portal…
      </Text>
    );
  if (state.isError)
    return (
      <Text size="xs" c="red.8" role="alert">
        The images could not be fetched: {errorMessage(state.error)}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {shown} of {count} remote {count === 1 ? 'image' : 'images'} shown, fetched by the portal&apos;s server so the
      sender does not see you open it{shown < count ? '; the others could not be fetched and stay blocked' : ''}.
    </Text>
  );
}

/**
 * The body: the HTML part sanitised in a sandboxed frame (remote images blocked until asked for, and
 * then fetched by the server), or the plain-text part when there is no HTML, or either on request.
 */
export function MailBody({ mail }: { mail: RateConfirmationMailDetail }) {
  const html = mail.html_body ?? '';
  const hasHtml = useMemo(
    () =>
      sanitizeHtml(html)
        .replace(/<[^>]*>/g, '')
        .trim() !== '' || /<img/i.test(html),
    [html],
  );
  const hasText = (mail.text_body ?? '').trim() !== '';
  const [view, setView] = useState<'html' | 'text'>(hasHtml ? 'html' : 'text');
  const remote = useMemo(() => remoteImagesOf(html), [html]);
  const [asked, setAsked] = useState(false);
  const images = useMailRemoteImages(mail.id, asked);
  const data = useMemo(() => imageData(images.data), [images.data]);
  const shown = remote.filter((url) => data.has(url)).length;

  return (
    <Section
      title="Body"
      actions={
        hasHtml && hasText ? (
          <Segmented<'html' | 'text'>
            value={view}
            onChange={setView}
            data={[
              { value: 'html', label: 'HTML' },
              { value: 'text', label: 'Plain text' },
            ]}
            aria-label="Show the body as"
          />
        ) : null
      }
    >
      {view === 'html' && hasHtml ? (
        <Stack gap={6}>
          <RemoteImages count={remote.length} shown={shown} asked={asked} onAsk={() => setAsked(true)} state={images} />
          <div style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, overflow: 'hidden' }}>
            <SafeHtmlFrame html={html} title={`Body of e-mail ${mail.id}`} images={data} />
          </div>
        </Stack>
      ) : hasText ? (
        <Text
          size="sm"
          component="pre"
          p="sm"
          style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', border: '1px solid var(--mantine-color-gray-4)' }}
        >
          {mail.text_body}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          This e-mail has no body.
        </Text>
      )}
    </Section>
  );
}
