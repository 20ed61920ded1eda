import { Link } from '@tanstack/react-router'
import type { Round } from '../../../api/schemas'
import { useMessages } from '../../../i18n/locale'
import { Badge, HiddenBadge, Section, useEnumWords } from '../../../components/page'
import { byNumber } from '../../../domain/order'
import { divisionMessages } from './messages'
import { orDash } from '../../../domain/missing'

/** A division's rounds in order: name (the link), type, hidden badge and whether it is set up. */
export function DivisionRounds({
  rounds,
  tournamentIdx,
}: {
  rounds: readonly Round[]
  tournamentIdx: string
}) {
  const m = useMessages(divisionMessages)
  const words = useEnumWords()
  const ordered = byNumber(rounds)
  return (
    <Section title={m.rounds}>
      {ordered.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.noRounds}</p>
      ) : (
        <ol className="divide-y divide-line">
          {ordered.map((round) => (
            <li key={round.idx} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="w-6 text-sm text-ink-muted tabular-nums">{round.number}</span>
              <Link
                to="/rounds/$roundIdx"
                params={{ roundIdx: round.idx }}
                search={{ tournament: tournamentIdx }}
                className="font-medium break-words text-accent underline underline-offset-2"
              >
                {orDash(round.name)}
              </Link>
              <span className="text-sm text-ink-muted">{words('roundType', round.type)}</span>
              {round.isVisible === false && <HiddenBadge />}
              {round.isSetup === true && <Badge tone="success">{m.setUp}</Badge>}
              {round.isSetup === false && <Badge tone="warning">{m.notSetUp}</Badge>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
