import type { EnumWords, LayoutMessages } from './messages'

/** The staff pages' shared pieces in Portuguese (src/app/languages/pt-app.ts). */
export const pageShellPt: LayoutMessages = {
  breadcrumbs: 'Percurso de navegação',
  yourOrganization: 'A sua organização',
  loading: 'A carregar…',
  tryAgain: 'Tentar novamente',
  tryingWhenOnline: 'A página volta a tentar sozinha quando a ligação voltar.',
  yourTournaments: 'Ir para os seus torneios',
  connectAgain: 'Ir para a página de ligação',
  hidden: 'Oculto',
  hiddenHint: 'Não aparece nas páginas públicas',
  publish: 'Publicar',
  showOnScreen: 'Mostrar num ecrã do clube',
  embedOnSite: 'Incorporar no site de um clube',
}

/** The API's enumerations in Portuguese. */
export const enumWordsPt: EnumWords = {
  status: {
    DRAFT: 'Rascunho',
    UPCOMING: 'Por começar',
    IN_PROGRESS: 'A decorrer',
    COMPLETED: 'Terminado',
    ARCHIVED: 'Arquivado',
  },
  sport: { PADEL: 'Padel', TENNIS: 'Ténis', PICKLEBALL: 'Pickleball' },
  tournamentType: {
    TEAM_LEAGUE: 'Liga por equipas',
    LEAGUE: 'Liga',
    TOURNAMENT: 'Torneio',
    INDIVIDUAL_LEAGUE: 'Liga individual',
  },
  roundType: {
    ROUND_ROBIN_ROUND: 'Todos contra todos',
    SINGLE_ELIMINATION_ROUND: 'Eliminação direta',
    QUALIFIERS_ROUND: 'Qualificação',
  },
  drawAssignment: { QUALIFYING: 'Qualificação', MAIN_DRAW: 'Quadro principal' },
  qualifierStatus: {
    QUALIFIED: 'Qualificado',
    LUCKY_LOSER: 'Lucky loser',
    ELIMINATED: 'Eliminado na qualificação',
  },
  gender: { MEN: 'Masculino', WOMEN: 'Feminino', MIXED: 'Misto' },
}
