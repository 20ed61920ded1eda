import type { StandingsMessages } from './messages'

/** The pool table’s words in Italian: loaded only for a page in Italian (src/app/languages/it.ts). */
export const standingsIt: StandingsMessages = {
  stats: {
    totalGamesPlayed: { short: 'G', long: 'Partite giocate' },
    wins: { short: 'V', long: 'Vinte' },
    ties: { short: 'N', long: 'Pareggiate' },
    losses: { short: 'P', long: 'Perse' },
    points: { short: 'Pt', long: 'Punti' },
    setsPointsFor: { short: 'S+', long: 'Set vinti' },
    setsPointsAgainst: { short: 'S−', long: 'Set persi' },
    setsPointsDifference: { short: 'S±', long: 'Differenza set' },
    pointsFor: { short: 'G+', long: 'Game vinti' },
    pointsAgainst: { short: 'G−', long: 'Game persi' },
    pointsDifference: { short: 'G±', long: 'Differenza game' },
    forfeits: { short: 'Rin', long: 'Rinunce' },
    cancelled: { short: 'A', long: 'Annullate' },
    awardedPoints: { short: 'PA', long: 'Punti assegnati' },
  },
  rallyPoints: {
    pointsFor: { short: 'P+', long: 'Punti vinti' },
    pointsAgainst: { short: 'P−', long: 'Punti persi' },
    pointsDifference: { short: 'P±', long: 'Differenza punti' },
  },
  rank: { short: '#', long: 'Posizione' },
  team: 'Squadra',
  tiebreakNote:
    'Le squadre seguono l’ordine salvato dal servizio dei risultati; gli scontri diretti del sito pubblico possono ordinare diversamente le squadre a pari merito.',
  copyLink: (team: string) => `Copia il link alla riga di ${team}`,
  linkCopied: (team: string) => `Link alla riga di ${team} copiato`,
  linkNotCopied: 'Non è stato possibile copiare il link; è nella barra degli indirizzi.',
  scrollHint: 'Scorri di lato per altre colonne',
  noStandings: 'Nessuna classifica per ora.',
  marks: { through: 'Qualificato', out: 'Eliminato' },
  marksLegend: {
    through: 'Qualificato alla fase finale, comunque finiscano le partite rimaste',
    out: 'Eliminato: non può più raggiungere i posti utili',
    open: 'Senza segno: ancora in corsa, o decidono solo gli spareggi',
  },
}
