// zod as the contracts use it. In the browser it runs without its compiled fast path: to find out whether
// it may compile, zod calls `new Function`, which the Content-Security-Policy (script-src 'self') refuses,
// and the browser reports that refusal as a policy violation even though zod catches it (Lighthouse's best
// practices flagged every page with a form). The server keeps the fast path.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
