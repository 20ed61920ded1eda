import type { Club, Team, Tournament } from '../dataset-schema.ts'
import { buildContext, dayAt } from '../context.ts'
import { mainTournament, newClub, newDivision } from '../factories.ts'
import { addEliminationRound, addPoolRound, playTournament, scheduleTournament, teamSlots } from '../kit.ts'
import { LANDMARKS } from '../landmarks.ts'
import { makeTeams } from '../teams.ts'

const { hostileText: landmark } = LANDMARKS

/** Text an organizer may type that a page must show as text and never run or follow. */
export const HOSTILE = {
  script: '<script>alert("xss")</script>',
  image: '<img src=x onerror="alert(1)">',
  link: '<a href="javascript:alert(1)">click me</a>',
  javascriptUrl: 'javascript:alert(document.domain)',
  dataHtmlUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  dataSvgUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  rtl: 'بطولة الرياض المفتوحة للبادل',
  hebrew: 'ליגת הפאדל של תל אביב',
  emoji: '🎾🔥🏆 Los Cracks 💥🥇',
  /** Exactly 200 characters, no spaces to break on. */
  long: 'Supercalifragilisticexpialidocious-'.repeat(6).slice(0, 200),
  zeroWidth: 'Zero\u200bWidth\u200dJoiner\ufeffTeam',
} as const

export function buildHostileText(seed: number, anchor: Date): { tournament: Tournament; club: Club } {
  const ctx = buildContext(seed, 'hostile-text')
  const start = dayAt(anchor, -45, 9)
  const club = newClub(
    {
      idx: landmark.clubIdx,
      name: `${HOSTILE.rtl} ${HOSTILE.image}`,
      address: `<b>Calle</b> ${HOSTILE.script} 1`,
      website: HOSTILE.javascriptUrl,
      image: HOSTILE.dataHtmlUrl,
    },
    { idx: (i) => ctx.id('court', i), names: [HOSTILE.image, 'ملعب ٢', HOSTILE.emoji] },
  )
  const tournament = mainTournament(
    { start, days: 1, hours: 8, createdDaysBefore: 30, club },
    {
      idx: landmark.tournamentIdx,
      slug: 'hostile-text-open',
      name: `${HOSTILE.script} Summer Smash ${HOSTILE.image}`,
      type: 'TOURNAMENT',
      sport: 'PADEL',
      status: 'COMPLETED',
      timezone: 'Asia/Riyadh',
      banner: HOSTILE.javascriptUrl,
      sponsors: [
        {
          idx: ctx.id('sponsor', 1),
          name: HOSTILE.link,
          logoUrl: HOSTILE.dataSvgUrl,
          websiteUrl: 'javascript:alert(document.cookie)',
          description: `<iframe src="https://evil.example"></iframe>${HOSTILE.script}`,
          position: 1,
        },
        {
          idx: ctx.id('sponsor', 2),
          name: HOSTILE.rtl,
          logoUrl: 'JaVaScRiPt:alert(2)',
          websiteUrl: HOSTILE.dataHtmlUrl,
          description: HOSTILE.emoji,
          position: 2,
        },
      ],
    },
  )
  const { createdAt } = tournament
  const division = newDivision({
    idx: landmark.divisionIdx,
    name: `${HOSTILE.hebrew} 🎾 <b>Division</b>`,
    number: 1,
    color: '#000000',
    isDoubles: true,
    createdAt,
    teams: hostileTeams(makeTeams(ctx, { key: 'teams', count: 8, doubles: true, seeded: 2, createdAt })),
  })
  tournament.divisions.push(division)
  addPoolRound(ctx, tournament, division, {
    key: 'pools',
    idx: landmark.roundIdx,
    name: `<marquee>Groups</marquee> ${HOSTILE.emoji}`,
    number: 1,
    poolCount: 2,
  })
  addEliminationRound(ctx, tournament, division, {
    key: 'bracket',
    name: `${HOSTILE.rtl} ${HOSTILE.script}`,
    number: 2,
    slots: teamSlots(division.teams.slice(0, 4)),
  })
  scheduleTournament(tournament, club.courts, { start, slotMinutes: 60, slotsPerDay: 10 })
  playTournament(ctx, tournament, 'all')
  return { tournament, club }
}

function hostileTeams(teams: Team[]): Team[] {
  const names = [
    HOSTILE.long,
    HOSTILE.script,
    HOSTILE.rtl,
    HOSTILE.emoji,
    HOSTILE.link,
    HOSTILE.zeroWidth,
    HOSTILE.hebrew,
  ]
  return teams.map((team, i) => ({
    ...team,
    name: names[i] ?? team.name,
    description: i % 2 === 0 ? HOSTILE.script : HOSTILE.image,
    picture: i % 2 === 0 ? HOSTILE.javascriptUrl : HOSTILE.dataSvgUrl,
    club: HOSTILE.image,
    players: team.players.map((player, p) => ({
      ...player,
      firstName: p === 0 ? HOSTILE.script : HOSTILE.rtl,
      avatar: p === 0 ? HOSTILE.javascriptUrl : HOSTILE.dataHtmlUrl,
    })),
  }))
}
