import type { ScreenMessages } from './messages'

const REMAKE =
  'Num computador do clube, abra Courtside › Ecrãs › Novo ecrã, crie um novo link de ecrã com um token válido e abra-o neste ecrã.'

/** The venue screen in Portuguese (src/app/languages/pt-app.ts). */
export const screenPt: ScreenMessages = {
  updatedJustNow: 'Atualizado agora mesmo',
  updatedAgo: (seconds: number) =>
    seconds < 60 ? `Atualizado há ${seconds} s` : `Atualizado há ${Math.floor(seconds / 60)} min`,
  reconnecting: {
    failing: 'A restabelecer a ligação',
    offline: 'Sem ligação, a restabelecer',
    'rate-limited': 'À espera do limite de pedidos',
  },
  offline: 'Sem ligação',
  dataFrom: (time: string) => `dados das ${time}`,
  connecting: 'A ligar ao serviço de resultados…',
  loadingView: 'A carregar…',
  timesIn: (zone: string) => `Horas em ${zone}`,
  viewOf: (view: number, views: number) => `Vista ${view} de ${views}`,
  pageOf: (page: number, pages: number) => `${page} / ${pages}`,
  qrCaption: 'Resultados no seu telemóvel',
  qrLabel: (url: string) => `Código QR para ${url}`,
  courtsTitle: 'Jogos de hoje por campo',
  noGamesToday: 'Não há jogos marcados para hoje.',
  noPools: 'Esta ronda não tem grupos.',
  poolNotFound: 'Este grupo já não está na ronda.',
  live: 'Em direto',
  final: 'Terminado',
  team: 'Equipa',
  noToken: { title: 'Este ecrã não tem token de acesso', detail: REMAKE },
  tokenProblem: {
    MISSING_API_TOKEN: 'O serviço de resultados não aceitou o token deste ecrã',
    INVALID_API_TOKEN: 'O token deste ecrã já não é válido',
    EXPIRED_API_TOKEN: 'O token deste ecrã expirou',
    INSUFFICIENT_SCOPE: 'O token deste ecrã não pode ler resultados',
  },
  whatToDo: REMAKE,
  badLink: {
    title: 'O link deste ecrã está incompleto',
    detail:
      'Não indica nenhum torneio ou nada para mostrar. Volte a criar o link no computador do clube (Courtside › Ecrãs › Novo ecrã) e abra-o neste ecrã.',
  },
  tournamentNotFound: {
    title: 'Este torneio não está disponível',
    detail:
      'O token deste ecrã lê outra organização, ou o torneio foi removido. Crie um novo link de ecrã no computador do clube.',
  },
  unreachable: {
    title: 'Não é possível contactar o serviço de resultados',
    detail: 'Este ecrã continua a tentar sozinho e mostra os resultados assim que o serviço responder.',
  },
  crashed: { title: 'Este ecrã teve um problema', detail: 'Reinicia sozinho dentro de um minuto.' },
  notPublished: {
    title: 'Estes resultados ainda não foram publicados',
    detail: 'O ecrã mostra-os sozinho assim que o organizador publicar o torneio.',
  },
  nothingToShow:
    'Ainda não há nada para mostrar: o que este ecrã mostra está oculto ou não tem rondas visíveis.',
  viewUnavailable: 'Esta parte do ecrã não está disponível de momento; o ecrã continua.',
  viewNotFound: 'Esta ronda já não está no torneio.',
  liveTitle: 'Em campo agora',
  nothingOnTitle: 'Nenhum jogo em campo agora',
  nextGames: (day: string) => `Próximos jogos · ${day}`,
  latestResults: 'Últimos resultados',
  timeNotGiven: 'Hora a definir',
  picture: 'Imagem',
  pictureUnavailable: 'Não foi possível carregar esta imagem.',
  slidesUnread: (count: number) =>
    count === 1
      ? 'Um diapositivo da ligação deste ecrã não pôde ser lido e foi omitido'
      : `${count} diapositivos da ligação deste ecrã não puderam ser lidos e foram omitidos`,
  courtNotGiven: 'Campo não indicado',
  courtFree: 'Nenhum jogo a decorrer',
  next: 'A seguir',
  versus: 'contra',
  onFor: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
}
