import { createFileRoute } from '@tanstack/react-router'
import { loadDeviceWords } from '../i18n/device-words'
import { StaffLayout } from '../components/staff-frame/StaffLayout'
import { preloadPageViews } from './-plumbing/page-views'

/** Pathless layout: every staff page gets the app header. Screens and embeds live outside it. */
export const Route = createFileRoute('/_staff')({
  // The device's language's words, alongside the page's data: its first render is in that language.
  // The pages' pending, error and not-found views too, from the chunk the layout comes in.
  loader: () => Promise.all([loadDeviceWords(), preloadPageViews()]),
  component: StaffLayout,
})
