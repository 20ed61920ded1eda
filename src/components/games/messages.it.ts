import type { RoundMessages } from './messages'

/** A round's page in Italian (src/app/languages/it-app.ts). */
export const roundIt: RoundMessages = {
  setUp: 'Configurato',
  orderOfPlay: 'Ordine di gioco: tutti i campi, tutte le categorie',
  notSetUp: 'Non ancora configurato',
  timesIn: (zone: string) => `Orari in ${zone}`,
  timesInUtc: 'Orari in UTC',
  noTournament:
    'Questo link non dice a quale torneo appartiene il turno, e un turno senza categoria non si può ricondurre a nessuno: gli orari sono in UTC e i nomi dei campi sono quelli dei circoli. Apri il turno dal suo torneo per gli orari locali.',
  tournamentNotFound:
    'Il torneo di questo turno non è tra quelli della tua organizzazione: gli orari sono in UTC e i nomi dei campi sono quelli dei circoli. Apri il turno dal suo torneo per gli orari locali.',
  tournamentSearchFailed:
    'Questo link non dice a quale torneo appartiene il turno e la ricerca non è riuscita: gli orari sono in UTC. Ricarica la pagina per riprovare, o apri il turno dal suo torneo.',
  tournamentUnavailable: 'Non è stato possibile leggere il torneo di questo link; gli orari sono in UTC.',
  tournamentMismatch:
    'Il torneo di questo link non contiene questo turno, quindi non viene usato: gli orari sono in UTC.',
  roundsOfDivision: (division: string) => `Turni di ${division}`,
  pools: 'Gironi',
  bracket: 'Tabellone',
  games: 'Partite',
  gamesCount: (count: number) => `${count} ${count === 1 ? 'partita' : 'partite'}`,
  noGames: 'Questo turno non ha ancora partite.',
  notScheduled: 'Orario da definire',
  matchDay: (day: number) => `Giornata ${day}`,
  court: (number: number) => `Campo ${number}`,
  game: (number: string) => `Partita ${number}`,
  status: {
    upcoming: 'In programma',
    live: 'In corso',
    finished: 'Conclusa',
    retired: 'Ritiro',
    walkover: 'A tavolino',
    cancelled: 'Annullata',
    bye: 'Bye',
  },
  retiredMark: 'rit.',
  tieBreakShort: 'TB',
  tieBreak: 'tie-break',
  matchTieBreak: 'super tie-break',
  liveUpdates: 'In diretta: si aggiorna da sola',
  updatedAt: (time: string) => `aggiornato alle ${time}`,
  estimateNote:
    'Le stime (~) seguono il ritmo di ogni campo: la partita in corso, poi la durata tipica delle partite già giocate e la pausa tra una partita e l’altra. Possono sbagliare.',
}
