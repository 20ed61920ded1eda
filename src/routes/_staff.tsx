import { createFileRoute } from '@tanstack/react-router'
import { StaffLayout } from '../app/StaffLayout'

/** Pathless layout: every staff page gets the app header. Screens and embeds live outside it. */
export const Route = createFileRoute('/_staff')({
  component: StaffLayout,
})
