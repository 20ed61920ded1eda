import type { LeagueTeam, Player, Team } from '../../api/schemas'
import { useContext } from 'react'
import { playerName } from '../../domain/player'
import { useMessages } from '../../i18n/locale'
import { FollowButton } from '../team/FollowButton'
import { TeamLink } from '../team/TeamLink'
import { TeamLinksContext } from '../team/team-links'
import { Badge, ColourChip, PlayerPicture, SafeImage, useEnumWords } from '../page'
import { teamsMessages } from './messages'

export interface TeamCardProps {
  /** A team with `players` (playerProfiles), `captainProfileIdx` (captainProfile) and `leagueTeam` populated. */
  team: Team & { players: Player[] }
  /** Show the team's division (on a page listing several divisions). */
  showDivision?: boolean
  headingLevel?: 3 | 4
}

/**
 * One team: seed, name, entry marks (wild card, qualifier, draw assignment), league team, and its
 * players with avatars, the captain marked.
 */
export function TeamCard({ team, showDivision = false, headingLevel = 3 }: TeamCardProps) {
  const m = useMessages(teamsMessages)
  const words = useEnumWords()
  const links = useContext(TeamLinksContext)
  const Heading = `h${headingLevel}` as const
  const seed = team.seedNumber || team.seed
  const qualifier = team.qualifierStatus && team.qualifierStatus !== 'NONE' ? team.qualifierStatus : null
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-surface-raised p-4">
      <div className="flex items-start gap-3">
        {seed ? (
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-ink tabular-nums"
            title={m.seed(seed)}
          >
            <span className="sr-only">{m.seed(seed)}</span>
            <span aria-hidden="true">{seed}</span>
          </span>
        ) : null}
        <div className="min-w-0 flex-1">
          <Heading dir="auto" className="font-semibold break-words">
            <TeamLink team={team} division={team.division?.idx} />
          </Heading>
          {showDivision && team.division && (
            <p className="text-sm break-words text-ink-muted">{team.division.name}</p>
          )}
          {(team.club || team.ranking) && (
            <p className="text-sm break-words text-ink-muted">
              {[team.club, team.ranking ? m.ranking(team.ranking) : null].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        {links?.organizationIdx && (
          <FollowButton
            compact
            organizationIdx={links.organizationIdx}
            team={{
              idx: team.idx,
              name: team.name,
              tournamentIdx: links.tournamentIdx,
              divisionIdx: team.division?.idx ?? null,
            }}
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {team.isWildCard && <Badge tone="warning">{m.wildCard}</Badge>}
        {qualifier && <Badge tone="accent">{words('qualifierStatus', qualifier)}</Badge>}
        {team.drawAssignment && <Badge>{words('drawAssignment', team.drawAssignment)}</Badge>}
      </div>
      {team.leagueTeam && <LeagueTeamLine leagueTeam={team.leagueTeam} label={m.leagueTeam} />}
      <ul aria-label={m.players} className="mt-3 space-y-2">
        {team.players.length === 0 && <li className="text-sm text-ink-muted">{m.noPlayers}</li>}
        {team.players.map((player) => (
          <li key={player.idx} className="flex items-center gap-2">
            <PlayerPicture player={player} />
            <span dir="auto" className="min-w-0 break-words">
              {playerName(player)}
            </span>
            {team.captainProfileIdx === player.idx && (
              <Badge tone="accent" title={m.captain}>
                <span aria-hidden="true">★</span> {m.captain}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </article>
  )
}

function LeagueTeamLine({ leagueTeam, label }: { leagueTeam: LeagueTeam; label: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">{label}:</span>
      <SafeImage
        url={leagueTeam.logo}
        alt=""
        width={20}
        height={20}
        className="size-5 rounded object-contain"
      />
      <ColourChip colour={leagueTeam.color} />
      <span className="font-medium break-words">{leagueTeam.name}</span>
    </p>
  )
}
