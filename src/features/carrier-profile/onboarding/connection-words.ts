import type { ConnectionAction } from '../../../domain';

/** How each connection action is offered, asked and confirmed on the profile. */
export const ACTION_WORDS: Record<
  ConnectionAction,
  { button: string; question: (carrier: string) => string; effect: string; confirm: string; danger: boolean }
> = {
  invite: {
    button: 'Invite to connect',
    question: (carrier) => `Invite ${carrier} to connect`,
    effect: 'The carrier receives an invitation to connect and onboard with your company.',
    confirm: 'Send invitation',
    danger: false,
  },
  doNotDispatch: {
    button: 'Do not dispatch',
    question: (carrier) => `Put ${carrier} on do-not-dispatch?`,
    effect: 'The carrier moves to Do not dispatch and must not be given loads. A connection is made if there is none.',
    confirm: 'Put on do-not-dispatch',
    danger: true,
  },
  hold: {
    button: 'Hold',
    question: (carrier) => `Hold the onboarding of ${carrier}?`,
    effect: 'The latest onboarding packet is held: the carrier moves to On hold until you release it.',
    confirm: 'Hold onboarding',
    danger: false,
  },
  release: {
    button: 'Release hold',
    question: (carrier) => `Release the hold on ${carrier}?`,
    effect: 'The latest onboarding packet is released and onboarding goes on.',
    confirm: 'Release hold',
    danger: false,
  },
  restoreToOnboarding: {
    button: 'Restore to onboarding',
    question: (carrier) => `Take ${carrier} off do-not-dispatch, back to onboarding?`,
    effect: 'The carrier goes back to onboarding (needs to onboard) and may be given loads once onboarded.',
    confirm: 'Restore to onboarding',
    danger: false,
  },
  restoreToOnboarded: {
    button: 'Restore as onboarded',
    question: (carrier) => `Take ${carrier} off do-not-dispatch as onboarded?`,
    effect: 'The carrier is onboarded again and goes back to my carriers.',
    confirm: 'Restore as onboarded',
    danger: false,
  },
  dismiss: {
    button: 'Dismiss',
    question: (carrier) => `Dismiss ${carrier}?`,
    effect: 'The carrier moves to Dismissed and leaves the other lists until restored.',
    confirm: 'Dismiss',
    danger: true,
  },
  undismiss: {
    button: 'Restore',
    question: (carrier) => `Restore ${carrier} to its list?`,
    effect: 'The carrier goes back to the list its status puts it in.',
    confirm: 'Restore',
    danger: false,
  },
};
