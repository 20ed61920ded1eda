import type { StandingsMessages } from './messages'

/** The pool table’s words in Portuguese: loaded only for a page in Portuguese (src/app/languages/pt.ts). */
export const standingsPt: StandingsMessages = {
  stats: {
    totalGamesPlayed: { short: 'JD', long: 'Jogos disputados' },
    wins: { short: 'V', long: 'Vitórias' },
    ties: { short: 'E', long: 'Empates' },
    losses: { short: 'D', long: 'Derrotas' },
    points: { short: 'Pts', long: 'Pontos' },
    setsPointsFor: { short: 'S+', long: 'Sets ganhos' },
    setsPointsAgainst: { short: 'S−', long: 'Sets perdidos' },
    setsPointsDifference: { short: 'S±', long: 'Diferença de sets' },
    pointsFor: { short: 'J+', long: 'Jogos ganhos nos sets' },
    pointsAgainst: { short: 'J−', long: 'Jogos perdidos nos sets' },
    pointsDifference: { short: 'J±', long: 'Diferença de jogos' },
    forfeits: { short: 'FC', long: 'Faltas de comparência' },
    cancelled: { short: 'C', long: 'Cancelados' },
    awardedPoints: { short: 'PA', long: 'Pontos atribuídos' },
  },
  rallyPoints: {
    pointsFor: { short: 'P+', long: 'Pontos ganhos' },
    pointsAgainst: { short: 'P−', long: 'Pontos perdidos' },
    pointsDifference: { short: 'P±', long: 'Diferença de pontos' },
  },
  rank: { short: '#', long: 'Posição' },
  team: 'Equipa',
  tiebreakNote:
    'As equipas seguem a ordem guardada pelo serviço de resultados; os desempates por confronto direto do site público podem ordenar de outra forma as equipas empatadas.',
  copyLink: (team: string) => `Copiar o link para a linha de ${team}`,
  linkCopied: (team: string) => `Link para a linha de ${team} copiado`,
  linkNotCopied: 'Não foi possível copiar o link; está na barra de endereço.',
  scrollHint: 'Deslize para o lado para ver mais colunas',
  noStandings: 'Ainda não há classificação.',
  marks: { through: 'Apurado', out: 'Eliminado' },
  marksLegend: {
    through: 'Apurado para a fase final, seja qual for o resultado dos jogos que faltam',
    out: 'Eliminado: já não pode chegar aos lugares de apuramento',
    open: 'Sem marca: ainda em aberto, ou só os desempates podem decidir',
  },
}
