import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { botCheck } from './app/bot-check';
import { startTelemetry } from './app/telemetry';
import { env } from './lib/env';

startTelemetry();
botCheck(env.botCheck, navigator);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
