import { z } from 'zod'

// zod compiles fast parsers with `new Function` unless told not to; the CSP forbids eval (and each
// attempt is reported as a violation). Imported first by main.tsx, before any schema is used.
z.config({ jitless: true })
