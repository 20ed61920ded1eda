import { createFileRoute } from '@tanstack/react-router'
import { ConnectScreen } from '../../features/connect/ConnectScreen'

export const Route = createFileRoute('/_staff/')({
  component: ConnectScreen,
})
