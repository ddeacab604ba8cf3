/**
 * The support chat behind a small adapter: it starts when the user signs in and shuts down on
 * sign-out. The default does nothing and loads no third-party script; a deployment that has a chat
 * vendor installs its adapter with `setSupportChat` before the app starts.
 */
export interface SupportChat {
  boot(user: { id: number; email: string; name: string; verificationHash: string }): void;
  shutdown(): void;
}

let chat: SupportChat = { boot: () => undefined, shutdown: () => undefined };

/**
 * Installs the chat vendor's adapter (a deployment's own start-up code calls it).
 * @public
 */
export function setSupportChat(adapter: SupportChat): void {
  chat = adapter;
}

/** The installed support chat. */
export const supportChat = (): SupportChat => chat;
