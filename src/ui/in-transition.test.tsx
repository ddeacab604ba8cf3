import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { inTransition } from './in-transition';

// A page that is still on its way: the new tab's content waits for it.
const pending = new Promise<never>(() => undefined);
function Content({ tab }: { tab: string }) {
  if (tab !== 'Open') use(pending);
  return <p>{tab} loads</p>;
}

function Tabs({ transition }: { transition: boolean }) {
  const [tab, setTab] = useState('Open');
  const choose = transition ? inTransition(setTab) : setTab;
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <button type="button" onClick={() => choose('Closed')}>
        Closed
      </button>
      <Content tab={tab} />
    </Suspense>
  );
}

describe('inTransition', () => {
  it('makes the change a transition: the screen stays as it was while the new one is drawn', async () => {
    render(<Tabs transition />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Closed' })));
    expect(screen.getByText('Open loads')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('(without it, the same change replaces the screen with its fallback at once)', async () => {
    render(<Tabs transition={false} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Closed' })));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('passes the arguments through', () => {
    const seen: unknown[] = [];
    inTransition((a: number, b: string) => seen.push(a, b))(7, 'x');
    expect(seen).toEqual([7, 'x']);
  });
});
