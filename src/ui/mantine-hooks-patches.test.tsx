import { MantineProvider, TextInput, Transition } from '@mantine/core';
import { useId, useReducedMotion } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedMediaQuery } from '../../tests/unit/media-query';
import { themeFor } from './theme';

// patches/@mantine+hooks+*.patch: Mantine's id and reduced-motion hooks drew each component that
// used them a second time just after it mounted (a random id set in a layout effect, inside the
// commit; a media query that started undefined). Every screen's first commit paid for it, once per
// field, shell part, popover and transition. These tests fail on the unpatched hooks.

// The suite's setup answers "prefers reduced motion" (tests/unit/setup.ts); these tests stand on a
// device that does not, as most brokers' do.
function withFullMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQuery(query, false));
}

describe('Mantine hooks as patched', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('useId keeps the id React gave, from the first render on', () => {
    const seen: string[] = [];
    function Probe() {
      const id = useId();
      seen.push(id);
      return <span data-testid="probe" id={id} />;
    }
    render(<Probe />);
    // React's ids read "_r_1_"; Mantine's random ones were "mantine-" and nine letters or digits.
    expect(seen).toEqual([expect.stringMatching(/^mantine-_r_[0-9a-z]+_$/)]);
    expect(screen.getByTestId('probe')).toHaveAttribute('id', seen[0]);
  });

  it('useId still returns a given id', () => {
    let id = '';
    function Probe() {
      id = useId('given');
      return null;
    }
    render(<Probe />);
    expect(id).toBe('given');
  });

  it('a labelled field keeps its first id, and its label points at it', () => {
    render(
      <MantineProvider theme={themeFor('default')}>
        <TextInput label="Reference" />
      </MantineProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input.id).toMatch(/^mantine-_r_[0-9a-z]+_$/);
    expect(screen.getByText('Reference').closest('label')).toHaveAttribute('for', input.id);
  });

  it('useReducedMotion starts false, so its effect draws nothing again', () => {
    withFullMotion();
    const values: (boolean | undefined)[] = [];
    function Probe() {
      values.push(useReducedMotion());
      return null;
    }
    render(<Probe />);
    expect(values).toEqual([false]);
  });

  it('useReducedMotion still answers true where the device asks for less motion', () => {
    const values: (boolean | undefined)[] = [];
    function Probe() {
      values.push(useReducedMotion());
      return null;
    }
    render(<Probe />);
    expect(values.at(-1)).toBe(true);
  });

  it('a transition mounts with one render of its child', () => {
    withFullMotion();
    let renders = 0;
    render(
      <MantineProvider theme={themeFor('default')}>
        <Transition mounted transition="fade" duration={150}>
          {(styles) => {
            renders += 1;
            return <div style={styles}>shown</div>;
          }}
        </Transition>
      </MantineProvider>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
