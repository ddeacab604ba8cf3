import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createPortal } from './app/app';
import { markBrand } from './app/providers';
import { botCheck } from './app/bot-check';
import { startTelemetry } from './app/telemetry';
import { afterNextPaint } from './lib/after-paint';
import { appStylesLoaded } from './lib/app-style';
import { env } from './lib/env';

startTelemetry();
botCheck(env.botCheck, navigator);

markBrand(document);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// Once the app's style is in (src/lib/app-style.ts), and a frame later: the browser takes the style
// in (its rules, the frame restyled) in a task of its own, not inside the first commit. Until then the
// page shows the frame before the code.
void appStylesLoaded(document)
  .then((switched) =>
    switched ? new Promise<void>((resolve) => afterNextPaint(resolve, { evenHidden: true })) : undefined,
  )
  .then(() => {
    // Outside the render: React may set the first render aside and start it over (src/app/app.tsx).
    const portal = createPortal();
    // The first render as a transition: React renders it in slices of a few milliseconds and lets the
    // browser paint and answer input between them, instead of one long task before anything can happen
    // (Lighthouse mobile, Login, three runs each: TBT 287-379 -> 86-194 ms, score 85-89 -> 93-95).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App portal={portal} />
        </StrictMode>,
      );
    });
  });
