import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Round } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { Badge, HiddenBadge, PublishLinks, useEnumWords } from '../../components/page'
import { byNumber } from '../../domain/order'
import { roundMessages } from '../../components/games/messages'
import { orDash } from '../../domain/missing'

/**
 * The round's name, type, visibility and setup state; the zone its times are in (or why they are
 * in UTC); the live indicator; and the division's other rounds to switch to.
 */
export function RoundHeader({
  round,
  zoneNote,
  warning,
  live,
  siblings,
}: {
  round: Round
  zoneNote: string
  warning: string | null
  live: ReactNode
  siblings: { tournamentIdx: string; divisionName: string; rounds: readonly Round[] } | null
}) {
  const m = useMessages(roundMessages)
  const words = useEnumWords()
  return (
    <header className="rounded-card border border-line bg-surface-raised p-4">
      <h1 dir="auto" className="text-2xl font-semibold break-words">
        {orDash(round.name)}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Badge>{words('roundType', round.type)}</Badge>
        {round.isVisible === false && <HiddenBadge />}
        {round.isSetup === true && <Badge tone="success">{m.setUp}</Badge>}
        {round.isSetup === false && <Badge tone="warning">{m.notSetUp}</Badge>}
        <span className="text-sm text-ink-muted">{zoneNote}</span>
      </div>
      {warning && (
        <p role="status" className="mt-3 rounded-lg border border-warning bg-warning-soft p-3 text-sm">
          {warning}
        </p>
      )}
      {live && <div className="mt-3">{live}</div>}
      {siblings && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to="/tournaments/$tournamentIdx/schedule"
            params={{ tournamentIdx: siblings.tournamentIdx }}
            className="rounded text-sm text-accent underline-offset-2 hover:underline"
          >
            {m.orderOfPlay}
          </Link>
          <PublishLinks tournamentIdx={siblings.tournamentIdx} roundIdx={round.idx} />
        </div>
      )}
      {siblings && siblings.rounds.length > 1 && (
        <nav aria-label={m.roundsOfDivision(siblings.divisionName)} className="mt-4">
          <ol className="flex flex-wrap gap-2">
            {byNumber(siblings.rounds).map((sibling) => (
              <li key={sibling.idx}>
                <Link
                  to="/rounds/$roundIdx"
                  params={{ roundIdx: sibling.idx }}
                  search={{ tournament: siblings.tournamentIdx }}
                  aria-current={sibling.idx === round.idx ? 'page' : undefined}
                  className="block rounded-full border border-line px-3 py-1 text-sm hover:bg-surface-sunken aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-ink"
                >
                  {orDash(sibling.name)}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </header>
  )
}
