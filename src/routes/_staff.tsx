import { createFileRoute } from '@tanstack/react-router'
import { StaffLayout } from '../app/StaffLayout'
import { loadLocale } from '../i18n/locale'

/** Pathless layout: every staff page gets the app header. Screens and embeds live outside it. */
export const Route = createFileRoute('/_staff')({
  // The device's language's words, alongside the page's data: its first render is in that language.
  // Imported here rather than in every page's first load: embeds never need it.
  loader: () => import('../app/device-language').then((language) => loadLocale(language.deviceLocale())),
  component: StaffLayout,
})
