import { useMessages } from '../../../i18n/locale'
import type { ScreenView } from '../screen-config'
import { SMALL_BUTTON } from '../../../components/forms'
import { setupMessages } from './messages'

/** The rotation being made: its views in order, each movable and removable, a slide editable. */
export function ViewList({
  views,
  nameOf,
  onChange,
  onEdit,
}: {
  views: readonly ScreenView[]
  nameOf: (view: ScreenView) => string
  onChange: (views: ScreenView[]) => void
  /** Opens the slide at `index` in the slide editor. */
  onEdit: (index: number) => void
}) {
  const m = useMessages(setupMessages)
  if (views.length === 0) return <p className="text-ink-muted">{m.noViews}</p>
  const move = (from: number, to: number) => {
    const next = [...views]
    const [moved] = next.splice(from, 1)
    if (moved) next.splice(to, 0, moved)
    onChange(next)
  }
  return (
    <ol
      aria-label={m.rotation}
      className="divide-y divide-line rounded-card border border-line bg-surface-raised"
    >
      {views.map((view, index) => {
        const name = nameOf(view)
        return (
          <li key={`${view.kind}-${index}-${name}`} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="w-6 text-ink-muted tabular-nums">{index + 1}.</span>
            <span className="min-w-0 flex-1 basis-44">{name}</span>
            {view.kind === 'slide' && (
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-label={m.edit(name)}
                onClick={() => onEdit(index)}
              >
                ✎
              </button>
            )}
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={m.moveUp(name)}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={m.moveDown(name)}
              disabled={index === views.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={m.remove(name)}
              onClick={() => onChange(views.filter((_, each) => each !== index))}
            >
              ✕
            </button>
          </li>
        )
      })}
    </ol>
  )
}
