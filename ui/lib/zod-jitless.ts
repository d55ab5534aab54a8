/**
 * Imported first by ui/main.tsx: zod's JIT object parser probes `new Function('')` on the first
 * parse, which the Content-Security-Policy (no 'unsafe-eval', worker/lib/security-headers.ts)
 * refuses and reports as a violation even though zod catches the error. Jitless parsing is
 * zod's documented mode for strict CSPs; our payloads are small, so its speed does not matter.
 */
import { z } from 'zod';

z.config({ jitless: true });
