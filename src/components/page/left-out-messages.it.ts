import type { LeftOutMessages } from './left-out-messages'

/** The note on what an answer left out, in Italian (src/app/languages/it.ts). */
export const leftOutIt: LeftOutMessages = {
  kinds: {
    tournament: ['torneo', 'tornei'],
    division: ['categoria', 'categorie'],
    round: ['turno', 'turni'],
    team: ['squadra', 'squadre'],
    player: ['giocatore', 'giocatori'],
    pool: ['girone', 'gironi'],
    standing: ['riga di una classifica', 'righe di classifiche'],
    game: ['partita', 'partite'],
    sponsor: ['sponsor', 'sponsor'],
    court: ['campo', 'campi'],
    other: ['altro elemento', 'altri elementi'],
  },
  note: (items) => `Impossibile mostrare: ${items} (la risposta dell’API era incompleta).`,
}
