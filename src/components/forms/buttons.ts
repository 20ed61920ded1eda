/**
 * The button looks of every staff form, for buttons and for links that act as buttons: the page's
 * main action, the others, and the small ones of a row of tools (move up, remove, add a view).
 */
export const PRIMARY_BUTTON =
  'inline-block rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90 disabled:opacity-50'
export const SECONDARY_BUTTON =
  'inline-block rounded-lg border border-line bg-surface-raised px-4 py-2 font-medium hover:bg-surface-sunken disabled:opacity-50'
export const SMALL_BUTTON =
  'inline-block rounded-lg border border-line bg-surface-raised px-3 py-1.5 font-medium hover:bg-surface-sunken disabled:opacity-50'
