import { useMessages } from '../../i18n/locale'
import { useFollows, type FollowedTeam } from './follows'
import { teamMessages } from './messages'

/**
 * A star that follows or unfollows a team on this device. `compact`: the star alone (beside a
 * name in a list), still named for a screen reader.
 */
export function FollowButton({
  team,
  organizationIdx,
  compact = false,
}: {
  team: FollowedTeam
  organizationIdx: string
  compact?: boolean
}) {
  const m = useMessages(teamMessages)
  const { isFollowed, toggle } = useFollows(organizationIdx)
  const followed = isFollowed(team.idx)
  // One name, pressed or not (a toggle's name must not change); the star and the title say which.
  const title = followed ? m.unfollow(team.name) : m.follow(team.name)
  return (
    <button
      type="button"
      aria-pressed={followed}
      aria-label={m.follow(team.name)}
      title={title}
      onClick={() => toggle(team)}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-medium ${
        followed
          ? 'border-accent bg-accent-soft text-ink'
          : 'border-line bg-surface-raised text-ink-muted hover:text-ink'
      }`}
    >
      <span aria-hidden="true" className={followed ? 'text-accent' : ''}>
        {followed ? '★' : '☆'}
      </span>
      {!compact && <span>{m.notFollowing}</span>}
    </button>
  )
}
