import * as z from 'zod/mini'

// zod compiles fast parsers with `new Function` unless told not to; the CSP forbids eval (and each
// attempt is reported as a violation). Imported first by main.tsx, before any schema is used.
// zod/mini carries no error messages of its own: English ones, for the console and SchemaError.
z.config({ jitless: true, ...z.locales.en() })
