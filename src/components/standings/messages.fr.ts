import type { StandingsMessages } from './messages'

/** The pool table’s words in French: loaded only for a page in French (src/app/languages/fr.ts). */
export const standingsFr: StandingsMessages = {
  stats: {
    totalGamesPlayed: { short: 'J', long: 'Matchs joués' },
    wins: { short: 'V', long: 'Victoires' },
    ties: { short: 'N', long: 'Nuls' },
    losses: { short: 'D', long: 'Défaites' },
    points: { short: 'Pts', long: 'Points' },
    setsPointsFor: { short: 'S+', long: 'Sets gagnés' },
    setsPointsAgainst: { short: 'S−', long: 'Sets perdus' },
    setsPointsDifference: { short: 'S±', long: 'Différence de sets' },
    pointsFor: { short: 'J+', long: 'Jeux gagnés' },
    pointsAgainst: { short: 'J−', long: 'Jeux perdus' },
    pointsDifference: { short: 'J±', long: 'Différence de jeux' },
    forfeits: { short: 'F', long: 'Forfaits' },
    cancelled: { short: 'A', long: 'Annulés' },
    awardedPoints: { short: 'PA', long: 'Points attribués' },
  },
  rallyPoints: {
    pointsFor: { short: 'P+', long: 'Points gagnés' },
    pointsAgainst: { short: 'P−', long: 'Points perdus' },
    pointsDifference: { short: 'P±', long: 'Différence de points' },
  },
  rank: { short: '#', long: 'Rang' },
  team: 'Équipe',
  tiebreakNote:
    'Les équipes suivent l’ordre enregistré par le service de résultats ; les départages par confrontation directe du site public peuvent classer autrement les équipes à égalité.',
  copyLink: (team: string) => `Copier le lien vers la ligne de ${team}`,
  linkCopied: (team: string) => `Lien vers la ligne de ${team} copié`,
  linkNotCopied: 'Le lien n’a pas pu être copié ; il est dans la barre d’adresse.',
  scrollHint: 'Faites défiler sur le côté pour plus de colonnes',
  noStandings: 'Pas encore de classement.',
  marks: { through: 'Qualifié', out: 'Éliminé' },
  marksLegend: {
    through: 'Qualifié pour la phase finale, quels que soient les résultats des matchs restants',
    out: 'Éliminé : ne peut plus atteindre les places qualificatives',
    open: 'Sans marque : encore ouvert, ou seuls les départages peuvent trancher',
  },
}
