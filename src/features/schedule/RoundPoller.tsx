import { useLiveQuery } from '../../hooks/use-live-query'
import { useApi } from '../../hooks/use-api'
import { scheduleRoundQuery } from './queries'

/**
 * Keeps one round live as a staff tab does (only while the tab is visible, stretched when the rate
 * budget runs low, one tab polling for all), with conditional requests. The page reads the data.
 */
export function RoundPoller({ roundIdx }: { roundIdx: string }) {
  useLiveQuery(scheduleRoundQuery(useApi(), roundIdx), { mode: 'staff' })
  return null
}
