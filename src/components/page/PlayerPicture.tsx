import type { Player } from '../../api/schemas'
import { playerInitials } from '../../domain/player'
import { SafeImage } from './SafeImage'

/** A player's picture in a list of players, round; their initials when they have none (http(s) only) or it fails. */
export function PlayerPicture({ player }: { player: Pick<Player, 'avatar' | 'firstName' | 'lastName'> }) {
  return (
    <SafeImage
      url={player.avatar}
      alt=""
      width={32}
      height={32}
      className="size-8 shrink-0 rounded-full bg-surface-sunken object-cover"
      fallback={
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-xs font-semibold text-ink-muted"
        >
          {playerInitials(player)}
        </span>
      }
    />
  )
}
