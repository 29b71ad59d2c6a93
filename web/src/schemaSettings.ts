// Imported first by the app's entry and by the engine's worker, before any module defines a
// schema: zod otherwise probes `new Function` when a schema is made, which the
// Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a violation.
// Jitless parsing gives the same results.
import { z } from 'zod';

z.config({ jitless: true });
