import type { Division, Game, Round } from '../../api/schemas'
import { gameCourt, type CourtNames } from '../../domain/court'
import type { OrderEntry } from '../../domain/play-game'
import { roundFormat, type ForecastFacts } from '../../domain/play-forecast'
import { matchesWords, searchWords } from '../../domain/search-text'
import { gameText, type BracketMessages, type BracketText, type TeamMarks } from '../../components/bracket'
import { drawStages } from '../../components/games'

/** A game of the order of play with what the page says about it. */
export interface ScheduleEntry extends OrderEntry {
  game: Game
  round: Pick<Round, 'idx' | 'name' | 'numberOfSets' | 'proSets'>
  division: Pick<Division, 'idx' | 'name'> | null
  /** Where it belongs among the tournament's games: "Men open · Group stage". */
  context: string
  /** Its draw round ("Semi-finals") for a draw game; a pool game has its `roundDetail`. */
  stage: string | undefined
  /** Its round's words: teams or where they come from ("Winner of game 12"), courts, zone. */
  text: BracketText
  /** Each side's seed or entry mark ("1", "WC"), when known. */
  homeMark: string | undefined
  awayMark: string | undefined
}

export interface LoadedRound {
  division: Pick<Division, 'idx' | 'name'> | null
  round: Round
}

export function scheduleEntries(
  rounds: readonly LoadedRound[],
  words: { messages: BracketMessages; locale: string; timeZone: string; courtNames: CourtNames | undefined },
  marks: TeamMarks = new Map(),
): ScheduleEntry[] {
  return rounds.flatMap(({ division, round }) => {
    const text = gameText(
      {
        games: round.games ?? [],
        pools: round.pools,
        timeZone: words.timeZone,
        courtNames: words.courtNames,
      },
      words.messages,
      words.locale,
    )
    const stages = drawStages(round.draws, words.messages)
    const context = [division?.name, round.name].filter(Boolean).join(' · ')
    return (round.games ?? []).map((game) => ({
      game,
      round: { idx: round.idx, name: round.name, numberOfSets: round.numberOfSets, proSets: round.proSets },
      division,
      context,
      stage: stages.get(game.idx),
      text,
      homeMark: game.homeTeam ? marks.get(game.homeTeam.idx) : undefined,
      awayMark: game.awayTeam ? marks.get(game.awayTeam.idx) : undefined,
    }))
  })
}

/** What an entry's length depends on, for the order of play's forecast. */
export function scheduleFacts(entry: Pick<ScheduleEntry, 'division' | 'round'>): ForecastFacts {
  return { divisionIdx: entry.division?.idx ?? null, format: roundFormat(entry.round) }
}

export interface ScheduleFilter {
  division?: string | undefined
  court?: string | undefined
  query?: string | undefined
  courtNames?: CourtNames | undefined
  /** Each team's players' names, by team idx, when the page has read them (a search does). */
  players?: ReadonlyMap<string, string> | undefined
}

/** The games a person asked to see: one division, one court, teams or players by name. */
export function filterEntries<E extends Pick<ScheduleEntry, 'game' | 'division'>>(
  entries: readonly E[],
  filter: ScheduleFilter,
): E[] {
  const words = searchWords(filter.query ?? '')
  return entries.filter(
    ({ game, division }) =>
      (!filter.division || division?.idx === filter.division) &&
      (!filter.court || gameCourt(game, filter.courtNames)?.key === filter.court) &&
      matchesWords(
        [game.homeTeam, game.awayTeam]
          .flatMap((team) => (team ? [team.name, filter.players?.get(team.idx) ?? ''] : []))
          .join(' '),
        words,
      ),
  )
}
