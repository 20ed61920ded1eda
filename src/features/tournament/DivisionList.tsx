import { Link } from '@tanstack/react-router'
import type { Division, Round, Tournament } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { ColourChip, HiddenBadge, Section, useEnumWords } from '../../components/page'
import { DivisionFacts } from './DivisionFacts'
import { byNumber } from '../../domain/order'
import { tournamentMessages } from './messages'
import { orDash } from '../../domain/missing'
import { Podium, podiumMessages } from '../../components/podium'
import { useTournamentPodiums } from './use-tournament-podiums'

/** The tournament's divisions by `number`: colour, name, hidden badge, facts, and their rounds. */
export function DivisionList({
  tournament,
  divisions,
}: {
  tournament: Pick<Tournament, 'idx' | 'inscriptionCost' | 'type'>
  divisions: readonly (Division & { rounds: Round[] })[]
}) {
  const m = useMessages(tournamentMessages)
  const words = useEnumWords()
  const ordered = byNumber(divisions)
  const podium = useMessages(podiumMessages)
  const podiums = useTournamentPodiums(divisions)
  return (
    <Section title={m.divisions} card={false}>
      {ordered.length === 0 ? (
        <p className="text-ink-muted">{m.noDivisions}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {ordered.map((division) => (
            <li key={division.idx} className="rounded-card border border-line bg-surface-raised p-4">
              <h3 className="flex items-start gap-2 text-lg font-semibold">
                <ColourChip colour={division.color} className="mt-1.5 size-4" />
                <Link
                  dir="auto"
                  to="/tournaments/$tournamentIdx/divisions/$divisionIdx"
                  params={{ tournamentIdx: tournament.idx, divisionIdx: division.idx }}
                  className="min-w-0 break-words text-accent underline-offset-2 hover:underline"
                >
                  {division.name}
                </Link>
                {!division.isVisible && <HiddenBadge />}
              </h3>
              {/* Once every division is decided, the Champions section names them all instead. */}
              {!podiums.allDecided && podiums.of(division.idx).length > 0 && (
                <Podium
                  placements={podiums.of(division.idx).filter((placement) => placement.place <= 2)}
                  label={podium.podiumOf(division.name)}
                  className="mt-3"
                />
              )}
              <div className="mt-3">
                <DivisionFacts division={division} tournament={tournament} />
              </div>
              <h4 className="mt-4 text-sm font-semibold text-ink-muted">{m.rounds}</h4>
              {division.rounds.length === 0 ? (
                <p className="text-sm text-ink-muted">{m.noRounds}</p>
              ) : (
                <ol className="mt-1 space-y-1">
                  {byNumber(division.rounds).map((round) => (
                    <li key={round.idx} className="flex flex-wrap items-center gap-x-2 text-sm">
                      <Link
                        to="/rounds/$roundIdx"
                        params={{ roundIdx: round.idx }}
                        search={{ tournament: tournament.idx }}
                        className="break-words text-accent underline underline-offset-2"
                      >
                        {orDash(round.name)}
                      </Link>
                      <span className="text-ink-muted">{words('roundType', round.type)}</span>
                      {round.isVisible === false && <HiddenBadge />}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
