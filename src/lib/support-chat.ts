import { env } from './env';

/**
 * The support chat behind a small adapter: it starts when the user signs in and shuts down on
 * sign-out. Intercom's Messenger when the build sets VITE_INTERCOM_APP_ID; otherwise nothing, and
 * no third-party script is loaded. Another vendor's adapter can be installed with `setSupportChat`.
 */
export interface SupportChat {
  boot(user: { id: number; email: string; name: string; verificationHash: string }): void;
  shutdown(): void;
}

const NO_CHAT: SupportChat = { boot: () => undefined, shutdown: () => undefined };

/** A vendor's adapter loaded as its own chunk on the first sign-in; calls keep their order meanwhile. */
function lazyChat(load: () => Promise<SupportChat>): SupportChat {
  let adapter: Promise<SupportChat> | null = null;
  return {
    boot: (user) => void (adapter ??= load()).then((chat) => chat.boot(user)),
    shutdown: () => void adapter?.then((chat) => chat.shutdown()),
  };
}

let chat: SupportChat = env.intercomAppId
  ? lazyChat(() => import('./intercom-chat').then(({ intercomChat }) => intercomChat(env.intercomAppId)))
  : NO_CHAT;

/**
 * Installs the chat vendor's adapter (a deployment's own start-up code calls it).
 * @public
 */
export function setSupportChat(adapter: SupportChat): void {
  chat = adapter;
}

/** The installed support chat. */
export const supportChat = (): SupportChat => chat;
