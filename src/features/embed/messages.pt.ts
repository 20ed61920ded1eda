import type { EmbedMessages } from './messages'

/** An embed’s words in Portuguese: loaded only for an embed in Portuguese (src/app/languages/pt.ts). */
export const embedPt: EmbedMessages = {
  loading: 'A carregar os resultados…',
  back: 'Voltar',
  poweredBy: 'Resultados por Courtside',
  openFullView: 'Ver todos os resultados',
  newTab: '(abre num novo separador)',
  updatedAt: (time) => `Atualizado às ${time}`,
  staleSince: (time) => `A restabelecer a ligação · resultados das ${time}`,
  divisions: 'Categorias',
  rounds: 'Rondas',
  noDivisions: 'Ainda não foi publicada nenhuma categoria.',
  noRounds: 'Ainda não foi publicada nenhuma ronda.',
  pools: 'Grupos',
  bracket: 'Quadro',
  noPools: 'Esta ronda não tem grupos.',
  noBracket: 'Esta ronda não tem quadro.',
  status: { UPCOMING: 'Por começar', IN_PROGRESS: 'A decorrer', COMPLETED: 'Terminado' },
  unavailable: 'Resultados indisponíveis',
  noAccess:
    'Estes resultados foram publicados sem acesso para os ler. O responsável do site tem de adicionar um token de leitura ou usar o proxy de ecrãs públicos.',
  refused: {
    MISSING_API_TOKEN:
      'O acesso com que estes resultados foram publicados não é aceite. O responsável do site tem de o atualizar.',
    INVALID_API_TOKEN:
      'O acesso com que estes resultados foram publicados foi retirado. O responsável do site tem de o atualizar.',
    EXPIRED_API_TOKEN:
      'O acesso com que estes resultados foram publicados expirou. O responsável do site tem de o renovar.',
    INSUFFICIENT_SCOPE:
      'O acesso com que estes resultados foram publicados não permite lê-los. O responsável do site tem de o atualizar.',
  },
  notFound: 'Não foi possível encontrar estes resultados. Podem ter sido removidos.',
  notPublished: 'Estes resultados ainda não foram publicados.',
  poolNotFound: 'Este grupo já não faz parte da ronda.',
  drawNotFound: 'Este quadro já não faz parte da ronda.',
  invalidLink: 'O link para estes resultados está incompleto.',
  rateLimited: (seconds) =>
    `Muitas pessoas estão a acompanhar estes resultados. Nova tentativa dentro de ${seconds} s.`,
  offline: 'Está sem ligação. Os resultados vão carregar quando a ligação voltar.',
  retrying: 'De momento não é possível carregar os resultados. Nova tentativa em breve.',
  unreadable: 'De momento não é possível mostrar os resultados.',
}
