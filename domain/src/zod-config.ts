import { z } from 'zod';

// In a browser, zod's first object schema probes `new Function('')` to decide whether to compile fast parsers;
// under the web app's Content-Security-Policy (script-src without 'unsafe-eval') the probe is refused and
// reported as a policy violation on every page. Browsers parse small payloads, so they use zod's interpreter;
// the server keeps the compiled path. Imported first by entities/common.ts, the first module of this package
// to define a schema, so the setting is in place before any schema exists.
if ('window' in globalThis) z.config({ jitless: true });
