import type { Game } from '../../api/schemas'
import { humanizeEnum } from '../../domain/labels'
import { gameState, type GameState } from '../../domain/score'
import { useMessages } from '../../i18n/locale'
import { Badge, type BadgeTone } from '../page'
import { LiveDot } from './game-frame'
import { roundMessages } from './messages'

const TONES: Record<GameState, BadgeTone> = {
  upcoming: 'muted',
  live: 'live',
  finished: 'neutral',
  retired: 'warning',
  walkover: 'warning',
  cancelled: 'danger',
  bye: 'muted',
  other: 'neutral',
}

type GameFacts = Parameters<typeof gameState>[0] & Pick<Game, 'status'>

/**
 * A game's state in one word: Upcoming, Live (started, no result yet), Finished, Retired,
 * Walkover (FORFEIT), Cancelled, Bye; a status the contract does not list, humanized.
 */
export function GameStatusBadge({ game }: { game: GameFacts }) {
  const m = useMessages(roundMessages)
  const state = gameState(game)
  return (
    <Badge tone={TONES[state]}>
      {state === 'live' && <LiveDot />}
      {state === 'other' ? humanizeEnum(game.status) : m.status[state]}
    </Badge>
  )
}
