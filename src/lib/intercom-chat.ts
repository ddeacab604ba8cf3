import type { SupportChat } from './support-chat';

/** The Messenger's documented call: `Intercom(command, settings?)`, queued until its script has loaded. */
type IntercomFn = ((command: string, settings?: Record<string, unknown>) => void) & { q?: unknown[][] };
type IntercomWindow = Window & { Intercom?: IntercomFn };

/** Where Intercom's Messenger script is served, per workspace (its documented install snippet). */
export const INTERCOM_WIDGET_ORIGIN = 'https://widget.intercom.io';

/**
 * Intercom's Messenger as the support chat (carrier-portal §1, §3: "a verification hash for the
 * support chat"): its script loads on the first sign-in only, boots with the user's id, name, e-mail
 * and the server's verification hash (`user_hash`, Intercom's identity verification), and shuts down
 * on sign-out so the next user on this browser starts a new conversation. Calls made before the
 * script arrives wait in the queue the script reads, as Intercom's own snippet does.
 */
export function intercomChat(appId: string, win: IntercomWindow = window): SupportChat {
  let loaded = false;
  const intercom = (command: string, settings?: Record<string, unknown>) => {
    if (!win.Intercom) {
      const queued: IntercomFn = (...args) => queued.q?.push(args);
      queued.q = [];
      win.Intercom = queued;
    }
    if (settings === undefined) win.Intercom(command);
    else win.Intercom(command, settings);
  };
  const load = () => {
    if (loaded) return;
    loaded = true;
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${INTERCOM_WIDGET_ORIGIN}/widget/${encodeURIComponent(appId)}`;
    win.document.head.appendChild(script);
  };
  return {
    boot(user) {
      intercom('boot', {
        app_id: appId,
        user_id: String(user.id),
        email: user.email,
        name: user.name,
        user_hash: user.verificationHash,
      });
      load();
    },
    shutdown() {
      if (win.Intercom) intercom('shutdown');
    },
  };
}
