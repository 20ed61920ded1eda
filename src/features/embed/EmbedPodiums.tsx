import type { Division, Round } from '../../api/schemas'
import { podiumRoundQuery } from '../../api/views/podium'
import { ColourChip } from '../../components/page'
import { Podium, podiumMessages, usePlacements } from '../../components/podium'
import { divisionPodium, podiumRounds } from '../../domain/podium'
import { useApi } from '../../hooks/use-api'
import { useMessages } from '../../i18n/locale'
import { KeepLive } from './KeepLive'

/**
 * `show=podium`: the podium (champion, runner-up, third) of each public division decided so far,
 * for a club's page; a line saying none is decided yet. The rounds are kept live like the page's
 * own while the tournament may change.
 */
export function EmbedPodiums({
  divisions,
  mayChange,
  ofDivision = false,
}: {
  divisions: readonly (Division & { rounds?: Round[] | null })[]
  mayChange: boolean
  /** A division embed's: "Podium", its division named by the page already. */
  ofDivision?: boolean
}) {
  const m = useMessages(podiumMessages)
  const api = useApi()
  const rounds = podiumRounds(divisions, { publicOnly: true }).map(({ round }) => round)
  const { placements, error } = usePlacements(api, rounds)
  const decided = divisions.flatMap((division) => {
    const podium = divisionPodium(placements, division.idx, 3)
    return podium.some((placement) => placement.place === 1) ? [{ division, podium }] : []
  })
  const one = ofDivision
  return (
    <section aria-labelledby="embed-podium" className="mb-4">
      <h2 id="embed-podium" className="mb-2 text-lg font-semibold">
        {one ? m.podium : m.champions}
      </h2>
      {mayChange && rounds.map((round) => <KeepLive key={round.idx} query={podiumRoundQuery(api, round)} />)}
      {decided.length === 0 ? (
        <p className="text-ink-muted">{error ? m.unavailable : one ? m.notDecided : m.noneDecided}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {decided.map(({ division, podium }) => (
            <li key={division.idx} className="rounded-card border border-line bg-surface-raised px-4 py-3">
              {!one && (
                <h3 className="mb-1 flex items-center gap-2 font-semibold">
                  <ColourChip colour={division.color} />
                  <span dir="auto" className="min-w-0 break-words">
                    {division.name}
                  </span>
                </h3>
              )}
              <Podium placements={podium} label={m.podiumOf(division.name)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
