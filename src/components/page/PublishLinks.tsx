import { Link } from '@tanstack/react-router'
import { useMessages } from '../../i18n/locale'
import { SMALL_BUTTON } from '../forms/buttons'
import { pageShellMessages } from './messages'

/**
 * The ways staff publish what a page shows: a venue screen's link and an embed for a club's site,
 * each setup page preset to this tournament (and round).
 */
export function PublishLinks({ tournamentIdx, roundIdx }: { tournamentIdx: string; roundIdx?: string }) {
  const m = useMessages(pageShellMessages)
  const search = { tournament: tournamentIdx, round: roundIdx }
  return (
    <ul aria-label={m.publish} className="flex flex-wrap gap-2 text-sm">
      <li>
        <Link to="/screens/new" search={search} className={SMALL_BUTTON}>
          {m.showOnScreen}
        </Link>
      </li>
      <li>
        <Link to="/embeds/new" search={search} className={SMALL_BUTTON}>
          {m.embedOnSite}
        </Link>
      </li>
    </ul>
  )
}
