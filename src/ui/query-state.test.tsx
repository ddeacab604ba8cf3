import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordState } from './query-state';

const show = (query: { isPending: boolean; isError: boolean }) =>
  render(
    <MantineProvider>
      <RecordState
        query={query}
        label="Loading the packet"
        height={120}
        failed={() => 'Onboarding packet 7 was not found.'}
      >
        {() => <p>Packet 7</p>}
      </RecordState>
    </MantineProvider>,
  );

describe('RecordState', () => {
  it('is busy and named while the record loads, and shows nothing else', () => {
    show({ isPending: true, isError: false });
    expect(screen.getByLabelText('Loading the packet')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Packet 7')).toBeNull();
  });

  it('says why when the call failed, as an alert', () => {
    show({ isPending: false, isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Onboarding packet 7 was not found.');
    expect(screen.queryByText('Packet 7')).toBeNull();
  });

  it('shows the record once it has data', () => {
    show({ isPending: false, isError: false });
    expect(screen.getByText('Packet 7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
