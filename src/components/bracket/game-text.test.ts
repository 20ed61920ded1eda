import { describe, expect, it } from 'vitest'
import type { Game } from '../../api/schemas'
import { drawName, scheduleFormatter, scheduleText, slotText, type BracketText } from './game-text'
import { bracketMessages } from './messages'
import { bracketFr } from './messages.fr'

const text: BracketText = {
  messages: bracketMessages.en,
  locale: 'en-GB',
  timeZone: 'Europe/Paris',
  formatTime: scheduleFormatter('en-GB', 'Europe/Paris'),
  courtNames: { '1': 'Court Philippe-Chatrier' },
  shownNumber: (number) => (number === 12 ? '12A' : String(number)),
  poolName: (number) => (number === 1 ? 'Pool Alpha' : undefined),
}

describe('words of a bracket', () => {
  it('names draws by the places they decide', () => {
    const messages = bracketMessages.en
    expect(drawName({ idx: 'a', placement: 1 }, 16, messages)).toBe('Main draw')
    expect(drawName({ idx: 'b', placement: 3 }, 2, messages)).toBe('3rd place play-off')
    expect(drawName({ idx: 'c', placement: 5 }, 4, messages)).toBe('Places 5–8')
    expect(drawName({ idx: 'd', placement: 9 }, 0, messages)).toBe('Placement draw 9')
    expect(drawName({ idx: 'e', placement: 3 }, 2, bracketFr)).toBe('Match pour la 3e place')
  })

  it('says where a slot not known yet gets its team, with the number players see', () => {
    expect(slotText(null, { sourceGameNumber: 12, sourceResult: 'WINNER' }, text)).toBe('Winner of game 12A')
    expect(slotText(null, { sourceGameNumber: 3, sourceResult: 'LOSER' }, text)).toBe('Loser of game 3')
    expect(slotText(null, { poolNumber: 1, poolRank: 1 }, text)).toBe('1st of Pool Alpha')
    expect(slotText(null, { poolNumber: 2, poolRank: 2 }, text)).toBe('2nd of pool B')
    expect(slotText(null, null, text)).toBe('To be decided')
    expect(slotText({ idx: 't', name: '<b>Team</b>' }, { sourceGameNumber: 1 }, text)).toBe('<b>Team</b>')
  })

  it('gives the time in the tournament zone and the court by its name', () => {
    const game: Game = {
      idx: 'g',
      number: 127,
      status: 'FINISHED',
      time: '2023-06-11T13:00:00.000Z',
      courtNumber: 1,
    }
    expect(scheduleText(game, text)).toBe('Sun 11 Jun, 15:00 · Court Philippe-Chatrier')
    expect(scheduleText({ ...game, courtNumber: 4, time: null }, text)).toBe('Court 4')
    expect(scheduleFormatter('en-GB', 'Mars/Olympus_Mons')(game.time!)).toBe('Sun 11 Jun, 13:00')
  })
})
