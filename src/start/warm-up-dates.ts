/**
 * The first date formatter a page makes loads the runtime's locale and time-zone data: on a
 * mid-range phone one task of 150 ms or more, which came with the first render of the data, after
 * the page had shown something (the tournaments list's first row, say). Made while the page's
 * code and data download, it costs the same once, when nothing waits for it.
 */
export function warmUpDateFormatting(window: Window): void {
  const warm = () => {
    const languages = window.navigator.languages ?? [window.navigator.language]
    new Intl.DateTimeFormat(languages[0], {
      timeZone: 'Europe/Paris',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(0)
  }
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 1000 })
  else window.setTimeout(warm, 0)
}
