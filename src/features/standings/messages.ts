import { defineMessages } from '../../i18n/locale'
import type { StatKey } from './standing-columns'

type StatWords = Record<StatKey, { short: string; long: string }>

const en: StatWords = {
  totalGamesPlayed: { short: 'P', long: 'Games played' },
  wins: { short: 'W', long: 'Wins' },
  ties: { short: 'T', long: 'Ties' },
  losses: { short: 'L', long: 'Losses' },
  points: { short: 'Pts', long: 'Points' },
  setsPointsFor: { short: 'S+', long: 'Sets won' },
  setsPointsAgainst: { short: 'S−', long: 'Sets lost' },
  setsPointsDifference: { short: 'S±', long: 'Set difference' },
  pointsFor: { short: 'G+', long: 'Games won' },
  pointsAgainst: { short: 'G−', long: 'Games lost' },
  pointsDifference: { short: 'G±', long: 'Game difference' },
  forfeits: { short: 'FF', long: 'Forfeits' },
  cancelled: { short: 'C', long: 'Cancelled' },
  awardedPoints: { short: 'AP', long: 'Awarded points' },
}

/** Words of the pool table (docs/decisions/0004-i18n.md). */
export const standingsMessages = defineMessages({
  en: {
    stats: en,
    /** In pickleball a set is one game to 11: its "games" are points. */
    rallyPoints: {
      pointsFor: { short: 'P+', long: 'Points won' },
      pointsAgainst: { short: 'P−', long: 'Points lost' },
      pointsDifference: { short: 'P±', long: 'Point difference' },
    } as Partial<StatWords>,
    rank: { short: '#', long: 'Rank' },
    team: 'Team',
    tiebreakNote:
      'Teams are in the order the results service stores; head-to-head tiebreaks on the public site may order tied teams differently.',
    copyLink: (team: string) => `Copy the link to ${team}'s row`,
    linkCopied: (team: string) => `Link to ${team}'s row copied`,
    linkNotCopied: 'The link could not be copied; it is in the address bar.',
    scrollHint: 'Scroll sideways for more columns',
    noStandings: 'No standings yet.',
  },
  es: {
    stats: {
      totalGamesPlayed: { short: 'PJ', long: 'Partidos jugados' },
      wins: { short: 'G', long: 'Ganados' },
      ties: { short: 'E', long: 'Empatados' },
      losses: { short: 'P', long: 'Perdidos' },
      points: { short: 'Pts', long: 'Puntos' },
      setsPointsFor: { short: 'S+', long: 'Sets ganados' },
      setsPointsAgainst: { short: 'S−', long: 'Sets perdidos' },
      setsPointsDifference: { short: 'S±', long: 'Diferencia de sets' },
      pointsFor: { short: 'J+', long: 'Juegos ganados' },
      pointsAgainst: { short: 'J−', long: 'Juegos perdidos' },
      pointsDifference: { short: 'J±', long: 'Diferencia de juegos' },
      forfeits: { short: 'NP', long: 'No presentados' },
      cancelled: { short: 'C', long: 'Cancelados' },
      awardedPoints: { short: 'PA', long: 'Puntos otorgados' },
    },
    rallyPoints: {
      pointsFor: { short: 'P+', long: 'Puntos ganados' },
      pointsAgainst: { short: 'P−', long: 'Puntos perdidos' },
      pointsDifference: { short: 'P±', long: 'Diferencia de puntos' },
    } as Partial<StatWords>,
    rank: { short: '#', long: 'Posición' },
    team: 'Equipo',
    tiebreakNote:
      'Los equipos siguen el orden guardado por el servicio de resultados; los desempates por enfrentamiento directo de la web pública pueden ordenar distinto a los empatados.',
    copyLink: (team: string) => `Copiar el enlace a la fila de ${team}`,
    linkCopied: (team: string) => `Enlace a la fila de ${team} copiado`,
    linkNotCopied: 'No se pudo copiar el enlace; está en la barra de direcciones.',
    scrollHint: 'Deslice a los lados para ver más columnas',
    noStandings: 'Aún no hay clasificación.',
  },
  fr: {
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
    } as Partial<StatWords>,
    rank: { short: '#', long: 'Rang' },
    team: 'Équipe',
    tiebreakNote:
      'Les équipes suivent l’ordre enregistré par le service de résultats ; les départages par confrontation directe du site public peuvent classer autrement les équipes à égalité.',
    copyLink: (team: string) => `Copier le lien vers la ligne de ${team}`,
    linkCopied: (team: string) => `Lien vers la ligne de ${team} copié`,
    linkNotCopied: 'Le lien n’a pas pu être copié ; il est dans la barre d’adresse.',
    scrollHint: 'Faites défiler sur le côté pour plus de colonnes',
    noStandings: 'Pas encore de classement.',
  },
})

export type StandingsMessages = (typeof standingsMessages)['en']
