import { z } from "zod";

// Zod compiles fast parsers with `new Function` when it may, and probes for that with an eval
// that our Content-Security-Policy (no 'unsafe-eval') refuses and reports. In the browser the
// interpreted parsers are fast enough, so the probe is switched off. This must run before any
// schema is built, which is why root.tsx imports this module first.
z.config({ jitless: true });
