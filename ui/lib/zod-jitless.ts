/**
 * The client's `zod`: vite.config.ts aliases the bare `zod` import here, so every module of the
 * client that uses zod (the forms' rules shared with the server, the content schemas) runs this
 * first, in whichever lazy chunk zod lands; the entry (landing and login pages) carries no zod
 * (issue 21 "Light pages").
 *
 * zod's JIT object parser probes `new Function('')` on the first parse, which the
 * Content-Security-Policy (no 'unsafe-eval', worker/lib/security-headers.ts) refuses and reports as
 * a violation even though zod catches the error. Jitless parsing is zod's documented mode for
 * strict CSPs; our payloads are small, so its speed does not matter.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

// 'zod/v4' is the same module as 'zod' (zod 4's classic API) under a name the alias leaves alone.
export * from 'zod/v4';
