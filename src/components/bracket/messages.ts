import { defineMessages } from '../../i18n/locale'

const enOrdinal = new Intl.PluralRules('en', { type: 'ordinal' })
const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }

/**
 * Words of the bracket in English; in the other languages an embed may ask for, in
 * `messages.es.ts` and `messages.fr.ts` (docs/decisions/0004-i18n.md).
 */
export const bracketMessages = defineMessages({
  name: 'bracket',
  en: {
    ordinal: (n: number) => `${n}${EN_SUFFIX[enOrdinal.select(n)] ?? 'th'}`,
    mainDraw: 'Main draw',
    viewTeamPage: (team: string) => `Team page: ${team}`,
    placesDraw: (from: number, to: number) => `Places ${from}–${to}`,
    placePlayOff: (place: string) => `${place} place play-off`,
    placementDraw: (placement: number) => `Placement draw ${placement}`,
    draws: 'Draws',
    bracketOf: (draw: string) => `${draw}: bracket`,
    game: (number: string) => `Game ${number}`,
    versus: (home: string, away: string) => `${home} vs ${away}`,
    won: (team: string, score: string) => (score ? `${team} won ${score}` : `${team} won`),
    byeFor: (team: string) => `${team} goes through on a bye`,
    liveScore: (score: string) => (score ? `live, ${score}` : 'live'),
    notPlayed: 'not played yet',
    winnerOf: (game: string) => `Winner of game ${game}`,
    loserOf: (game: string) => `Loser of game ${game}`,
    poolRank: (rank: string, pool: string) => `${rank} of ${pool}`,
    poolByLetter: (letter: string) => `pool ${letter}`,
    toBeDecided: 'To be decided',
    bye: 'Bye',
    winnerGoesTo: (game: string, round: string) => `Winner goes to game ${game} (${round})`,
    court: (number: number) => `Court ${number}`,
    short: { retired: 'ret.', walkover: 'w/o', cancelled: 'Cancelled', bye: 'Bye' },
    spoken: { retired: 'by retirement', walkover: 'by walkover', cancelled: 'cancelled', bye: 'bye' },
    tieBreak: 'tie-break',
    tieBreakShort: 'tb',
    live: 'Live',
    winner: 'winner',
    seed: (seed: string) => `seed ${seed}`,
    entry: { Q: 'qualifier', WC: 'wild card', LL: 'lucky loser' } as Record<string, string>,
    showPath: (team: string) => `Show the path of ${team}`,
    timesIn: (zone: string) => `Times in ${zone}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit',
    actualSize: 'Actual size',
    zoom: (percent: number) => `Zoom ${percent}%`,
    print: 'Print',
    roundPicker: 'Draw round',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    panHint: 'Drag or scroll to move around the draw; arrow keys move between games.',
    noGames: 'No games in this draw yet.',
  },
})

export type BracketMessages = (typeof bracketMessages)['en']
