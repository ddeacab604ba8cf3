import { Button, MantineProvider, Modal, Popover } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

// patches/@mantine+core+*.patch: a closed popover, select or modal that keeps nothing mounted mounts
// no portal and hands its target to floating-ui only when it first opens. Before, each one
// re-rendered synchronously inside the commit that mounted the screen (the portal's layout effect,
// the target kept in state), which also made React run that commit's passive effects in the same
// task. The first and the last test fail on the unpatched components; the second holds what must
// not change (a click outside still closes an open popover).

const draw = (ui: ReactNode) => render(<MantineProvider theme={themeFor('default')}>{ui}</MantineProvider>);
// Mantine reuses one portal node for the page; what a closed overlay puts in it is what counts.
const inPortals = () => document.querySelectorAll('[data-portal] > *');
// jsdom lays nothing out, so floating-ui's hide middleware reports every target as hidden and the
// open dropdown is display: none here (as in theme-lists.test.tsx); the browser tests see it shown.
const account = { hidden: true } as const;

function Counted({ renders, ...props }: { renders: { count: number } }) {
  renders.count += 1;
  return (
    <button type="button" {...props}>
      Account
    </button>
  );
}

function AccountPopover({ renders }: { renders: { count: number } }) {
  return (
    <Popover position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Counted renders={renders} />
      </Popover.Target>
      <Popover.Dropdown>
        <button type="button">Sign out</button>
      </Popover.Dropdown>
    </Popover>
  );
}

describe('closed overlays as patched', () => {
  it('a closed popover mounts with one render and no portal, and opens and closes as before', async () => {
    const user = userEvent.setup();
    const renders = { count: 0 };
    draw(<AccountPopover renders={renders} />);
    expect(renders.count).toBe(1);
    expect(inPortals()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', account)).toHaveTextContent('Sign out');
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog', account)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', account)).toBeInTheDocument();
  });

  it('a click outside an open popover closes it', async () => {
    const user = userEvent.setup();
    draw(
      <>
        <AccountPopover renders={{ count: 0 }} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('dialog', account);
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('dialog', account)).not.toBeInTheDocument());
  });

  it('a closed modal mounts nothing, and opens with its title and closes as before', async () => {
    const user = userEvent.setup();
    function Dialog() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Report fraud</Button>
          <Modal opened={opened} onClose={() => setOpened(false)} title="Report fraud: which carrier?">
            <p>Pick the carrier.</p>
          </Modal>
        </>
      );
    }
    draw(<Dialog />);
    expect(inPortals()).toHaveLength(0);
    expect(screen.queryByText('Pick the carrier.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report fraud' }));
    expect(await screen.findByRole('dialog', { name: 'Report fraud: which carrier?' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report fraud' })).toHaveFocus());
  });
});
