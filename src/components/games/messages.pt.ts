import type { RoundMessages } from './messages'

/** A round's page in Portuguese (src/app/languages/pt-app.ts). */
export const roundPt: RoundMessages = {
  setUp: 'Configurada',
  orderOfPlay: 'Ordem de jogo: todos os campos, todas as categorias',
  notSetUp: 'Ainda por configurar',
  timesIn: (zone: string) => `Horas em ${zone}`,
  timesInUtc: 'Horas em UTC',
  noTournament:
    'Este link não diz a que torneio pertence a ronda, e uma ronda sem categoria não pode ser associada a nenhum, por isso as horas estão em UTC e os nomes dos campos são os dos clubes. Abra a ronda a partir do seu torneio para ver as horas locais.',
  tournamentNotFound:
    'O torneio desta ronda não está entre os da sua organização, por isso as horas estão em UTC e os nomes dos campos são os dos clubes. Abra a ronda a partir do seu torneio para ver as horas locais.',
  tournamentSearchFailed:
    'Este link não diz a que torneio pertence a ronda e não foi possível descobri-lo, por isso as horas estão em UTC. Recarregue a página para tentar novamente, ou abra a ronda a partir do seu torneio.',
  tournamentUnavailable: 'Não foi possível ler o torneio deste link; as horas estão em UTC.',
  tournamentMismatch:
    'O torneio deste link não contém esta ronda, por isso não é usado: as horas estão em UTC.',
  roundsOfDivision: (division: string) => `Rondas de ${division}`,
  pools: 'Grupos',
  bracket: 'Quadro',
  games: 'Jogos',
  gamesCount: (count: number) => `${count} ${count === 1 ? 'jogo' : 'jogos'}`,
  noGames: 'Esta ronda ainda não tem jogos.',
  notScheduled: 'Sem hora marcada',
  matchDay: (day: number) => `Jornada ${day}`,
  court: (number: number) => `Campo ${number}`,
  game: (number: string) => `Jogo ${number}`,
  status: {
    upcoming: 'Por jogar',
    live: 'Em direto',
    finished: 'Terminado',
    retired: 'Desistência',
    walkover: 'Falta de comparência',
    cancelled: 'Cancelado',
    bye: 'Isento',
  },
  retiredMark: 'desist.',
  tieBreakShort: 'TB',
  tieBreak: 'tie-break',
  matchTieBreak: 'super tie-break',
  liveUpdates: 'Em direto: atualiza-se sozinho',
  updatedAt: (time: string) => `atualizado às ${time}`,
  estimateNote:
    'As estimativas (~) seguem o ritmo de cada campo: o jogo em curso, depois a duração habitual dos jogos já jogados e a pausa entre jogos. Podem falhar.',
}
