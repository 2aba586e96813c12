// Imported first by auth-shell.tsx (every route but the landing page). zod 4 probes whether it may compile fast parsers with `new Function`; under the
// server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is blocked and reported as
// a policy violation on every page. Parsing without the compiled fast path is plenty for this app's payloads.
import { z } from 'zod';

z.config({ jitless: true });
