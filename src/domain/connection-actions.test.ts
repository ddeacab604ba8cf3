import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectionActions } from './connection-actions';

const c = (status: string, is_dismissed: boolean, latest_onboarding_packet_status: string | null) => ({
  status,
  is_dismissed,
  latest_onboarding_packet_status,
});

describe('connectionActions', () => {
  it.each([
    [null, ['invite', 'doNotDispatch']],
    [c('needs_to_onboard', false, 'sent'), ['invite', 'hold', 'doNotDispatch', 'dismiss']],
    [c('needs_to_onboard', false, null), ['invite', 'doNotDispatch', 'dismiss']],
    [c('needs_to_onboard', false, 'held_for_review'), ['release', 'doNotDispatch', 'dismiss']],
    [c('onboarded', false, 'complete'), ['doNotDispatch', 'dismiss']],
    [c('do_not_dispatch', false, 'held_for_review'), ['restoreToOnboarding', 'restoreToOnboarded', 'dismiss']],
    [c('onboarded', true, 'complete'), ['undismiss']],
  ])('%j → %j', (connection, actions) => {
    expect(connectionActions(connection)).toEqual(actions);
  });
  it('never offers a move to where the carrier already is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('needs_to_onboard', 'onboarded', 'do_not_dispatch', 'other'),
        fc.boolean(),
        fc.option(fc.constantFrom('sent', 'in_progress', 'held_for_review', 'complete'), { nil: null }),
        (status, dismissed, packet) => {
          const actions = connectionActions(c(status, dismissed, packet));
          if (dismissed) expect(actions).not.toContain('dismiss');
          if (status === 'do_not_dispatch') expect(actions).not.toContain('doNotDispatch');
          if (packet?.startsWith('held')) expect(actions).not.toContain('hold');
          expect(actions.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
