import { useNow } from '../../hooks/use-now'
import { useMessages } from '../../i18n/locale'
import { screenMessages } from './messages'

/**
 * Where the rotation stands: a dot per view (the one on show filled) and a bar that fills until
 * the next step. The bar moves once a second rather than by animation, so it works the same
 * with reduced motion.
 */
export function RotationProgress({
  view,
  views,
  startedAt,
  rotateMs,
}: {
  view: number
  views: number
  startedAt: number
  rotateMs: number
}) {
  const m = useMessages(screenMessages)
  const now = useNow(1000, true)
  const share = Math.min(1, Math.max(0, (now - startedAt) / rotateMs))
  return (
    <div className="screen-progress" aria-label={m.viewOf(view + 1, views)} role="img">
      {views > 1 && (
        <ol className="screen-progress-dots" aria-hidden="true">
          {Array.from({ length: views }, (_, index) => (
            <li key={index} data-current={index === view || undefined} />
          ))}
        </ol>
      )}
      <div className="screen-progress-bar" aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  )
}
