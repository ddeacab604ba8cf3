import { Button, Group, Text, TextInput } from '@mantine/core';
import { startTransition, useMemo, useState } from 'react';
import { SEARCH_TEXT_MAX, describeCarrierSearch } from '../../../domain';

/**
 * The search text of Carrier Search: typed freely, sent on Enter or Search (a new history entry),
 * with a line saying how it will be read. When the URL changes under it (Back), it shows the URL's text.
 */
export function SearchTextForm({
  text,
  radius,
  onSearch,
}: {
  text: string;
  radius: boolean;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setDraft(text);
  }
  // Read once per text typed, not again on each render of the screen around it.
  const hint = useMemo(() => describeCarrierSearch(draft, radius), [draft, radius]);
  return (
    <form
      role="search"
      aria-label="Carrier search"
      onSubmit={(event) => {
        event.preventDefault();
        // A transition (in-transition.ts): the results are drawn without holding the click.
        startTransition(() => onSearch(draft.trim()));
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Search carriers"
          placeholder="MC 1098234, DOT-3184562, SCAC BRRI, CVOR, NSC, or a carrier name"
          value={draft}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => setDraft(event.currentTarget.value)}
          // 460 px, narrower on a phone (the Search button stays beside it).
          flex="0 1 460px"
          miw={0}
          size="sm"
        />
        <Button type="submit" size="sm" style={{ flexShrink: 0 }}>
          Search
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {hint}
      </Text>
    </form>
  );
}
