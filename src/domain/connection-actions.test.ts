import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTION_CHANGES, connectionActions, connectionStandingText } from './connection-actions';

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

describe('connection changes and words', () => {
  it('sends the change each action makes', () => {
    expect(CONNECTION_CHANGES.hold).toEqual({ hold: true });
    expect(CONNECTION_CHANGES.release).toEqual({ hold: false });
    expect(CONNECTION_CHANGES.restoreToOnboarding).toEqual({ status: 'needs_to_onboard' });
    expect(CONNECTION_CHANGES.restoreToOnboarded).toEqual({ status: 'onboarded' });
    expect(CONNECTION_CHANGES.dismiss).toEqual({ is_dismissed: true });
    expect(CONNECTION_CHANGES.undismiss).toEqual({ is_dismissed: false });
  });
  it('names the list the carrier is in', () => {
    expect(connectionStandingText(null)).toBe('Not connected');
    expect(connectionStandingText(c('needs_to_onboard', false, 'held_for_review'))).toBe('Onboarding on hold');
    expect(connectionStandingText(c('onboarded', false, null))).toBe('Onboarded: in my carriers');
    expect(connectionStandingText(c('do_not_dispatch', true, null))).toBe('Dismissed');
  });
});
