import { Alert, List, Loader, Text, ThemeIcon } from '@mantine/core';
import type { MailSignal, SignalLevel } from '../../../domain';

const LEVELS: Record<SignalLevel, { word: string; color: string; mark: string }> = {
  danger: { word: 'Danger', color: 'red', mark: '!' },
  warning: { word: 'Check', color: 'yellow', mark: '?' },
  info: { word: 'Note', color: 'gray', mark: 'i' },
  ok: { word: 'OK', color: 'green', mark: '✓' },
};

function verdict(signals: readonly MailSignal[]): { title: string; color: string } {
  const dangers = signals.filter((s) => s.level === 'danger').length;
  const warnings = signals.filter((s) => s.level === 'warning').length;
  if (dangers)
    return {
      title: `${dangers} ${dangers === 1 ? 'sign' : 'signs'} this e-mail may be phishing or spoofed`,
      color: 'red',
    };
  if (warnings)
    return {
      title: `${warnings} ${warnings === 1 ? 'thing' : 'things'} to check before you trust it`,
      color: 'yellow',
    };
  return { title: 'No phishing signals found', color: 'green' };
}

/** Every phishing signal of the e-mail in words, the most serious first, under a one-line verdict. */
export function MailSignalsPanel({ signals, checking }: { signals: readonly MailSignal[]; checking: boolean }) {
  if (checking)
    return (
      <Alert color="gray" title="Checking this e-mail…" icon={<Loader size={14} />} aria-busy>
        Comparing the sender with the carrier&apos;s known addresses and the load&apos;s alerts.
      </Alert>
    );
  const { title, color } = verdict(signals);
  return (
    <section aria-label="Phishing signals">
      <Alert color={color} title={title}>
        <List spacing={4} size="sm" center>
          {signals.map((signal) => {
            const level = LEVELS[signal.level];
            return (
              <List.Item
                key={`${signal.id}-${signal.text}`}
                icon={
                  <ThemeIcon size={18} radius="xl" color={level.color} variant="filled" aria-hidden>
                    <Text span size="xs" fw={700}>
                      {level.mark}
                    </Text>
                  </ThemeIcon>
                }
              >
                <Text span size="sm" fw={700}>
                  {level.word}:
                </Text>{' '}
                <Text span size="sm">
                  {signal.text}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Alert>
    </section>
  );
}
