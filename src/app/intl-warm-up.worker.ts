// A dedicated worker (typed with the DOM library: `postMessage` and `close` are its global scope's).
// Runs ICU's one-time start-up (locale and time-zone data) on this thread; see intl-warm-up.ts.
// A named zone, not UTC: that loads the time-zone data too.
new Intl.DateTimeFormat(undefined, {
  timeZone: 'Europe/Paris',
  dateStyle: 'medium',
  timeStyle: 'short',
}).format(0)
new Intl.NumberFormat().format(1)
new Intl.PluralRules().select(1)
postMessage('warm')
close()
