import type { LeftOutMessages } from './left-out-messages'

/** The note on what an answer left out, in Portuguese (src/app/languages/pt.ts). */
export const leftOutPt: LeftOutMessages = {
  kinds: {
    tournament: ['torneio', 'torneios'],
    division: ['categoria', 'categorias'],
    round: ['ronda', 'rondas'],
    team: ['equipa', 'equipas'],
    player: ['jogador', 'jogadores'],
    pool: ['grupo', 'grupos'],
    standing: ['linha de uma classificação', 'linhas de classificações'],
    game: ['jogo', 'jogos'],
    sponsor: ['patrocinador', 'patrocinadores'],
    court: ['campo', 'campos'],
    other: ['outro elemento', 'outros elementos'],
  },
  note: (items) => `Não foi possível mostrar: ${items} (a resposta da API estava incompleta).`,
}
