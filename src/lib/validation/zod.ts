/**
 * zod for modules the browser runs too. In the browser zod is told to stay "jitless": otherwise it
 * probes `new Function("")` to decide whether to compile its object parsers, and under our CSP (no
 * 'unsafe-eval', decision 092) that probe, although caught, is reported as a policy violation.
 * The server keeps zod's compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
