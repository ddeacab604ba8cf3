import { config } from 'zod';

// The Content-Security-Policy forbids eval (scripts/csp.ts). Without this, every zod object schema
// probes `new Function` when it is built, which the browser blocks and reports as a violation (zod
// then parses without compiled code anyway). Imported before any generated schema.
config({ jitless: true });
