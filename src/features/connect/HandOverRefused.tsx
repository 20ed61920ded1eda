import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { SMALL_BUTTON } from '../forms'
import { Notice } from '../page-shell'
import { connectMessages } from './messages'

/**
 * A link's token the session refused because of the API address the link named: said on whatever
 * page the link opened (staff page, venue screen, embed), until dismissed. Nothing was stored.
 */
export function HandOverRefused() {
  const m = useMessages(connectMessages)
  const [{ refusedHandOver }, session] = useSession()
  if (!refusedHandOver) return null
  return (
    // Positioned and stacked: a venue screen fills the viewport with a fixed box, which would hide it.
    <div className="relative z-50 p-3">
      <Notice tone="danger" role="alert" title={m.handOverRefusedTitle} className="mx-auto max-w-3xl">
        <p>{m.handOverRefusedDetail(refusedHandOver.apiOrigin)}</p>
        <button
          type="button"
          className={`mt-3 ${SMALL_BUTTON}`}
          onClick={() => session.dismissRefusedHandOver()}
        >
          {m.dismiss}
        </button>
      </Notice>
    </div>
  )
}
