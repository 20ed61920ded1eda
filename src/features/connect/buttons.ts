/** The connect page's two button looks: the main action, and the others. */
export const PRIMARY_BUTTON =
  'rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90 disabled:opacity-60'
export const SECONDARY_BUTTON =
  'rounded-lg border border-line bg-surface-raised px-4 py-2 font-medium hover:bg-surface-sunken disabled:opacity-60'
