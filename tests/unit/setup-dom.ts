// Setup of the jsdom projects only (vite.config.ts), after tests/unit/setup.ts.
import { notifications } from '@mantine/notifications';
import { beforeEach } from 'vitest';

// Browser APIs jsdom does not have: document.fonts, which Mantine's autosize Textarea listens to
// (a screen with one crashed to the route error without it), and scrollIntoView, which a Mantine
// Select calls on its chosen option as it opens.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
Element.prototype.scrollIntoView ??= () => undefined;

// Mantine keeps its notifications in a module-level store that outlives the app a test unmounts:
// an earlier test's toast must not show in the next one.
beforeEach(() => notifications.clean());
