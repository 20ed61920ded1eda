import type { AlertMessages } from './messages'

/** Alerts in Portuguese (src/app/languages/pt-app.ts). */
export const alertsPt: AlertMessages = {
  notices: 'Alertas sobre as equipas que segue',
  nextTitle: (team) => `${team} é a próxima no campo`,
  liveTitle: (team) => `${team} está a jogar agora`,
  wonTitle: (team) => `${team} ganhou`,
  lostTitle: (team) => `${team} perdeu`,
  endedTitle: (team) => `O jogo de ${team} terminou`,
  expectedAt: (time) => `previsto às ${time}`,
  printedAt: (time) => `marcado para as ${time}`,
  versus: (opponent) => `contra ${opponent}`,
  walkover: 'falta de comparência',
  retired: 'desistência',
  dismiss: (team) => `Fechar o alerta sobre ${team}`,
  settingsButton: 'Alertas',
  settingsTitle: 'Alertas das equipas que segue',
  settingsHelp:
    'Enquanto o Courtside está aberto num separador deste navegador, acompanha os jogos das equipas que segue e avisa-o aqui. Nada é enviado para lado nenhum.',
  kindsLegend: 'Avisar-me quando um jogo',
  kindNext: 'for o próximo no seu campo (previsto dentro de 15 minutos)',
  kindLive: 'começar',
  kindResult: 'terminar, com o resultado',
  systemAsk: 'Mostrar também notificações do sistema',
  systemOn:
    'As notificações do sistema estão ativas: os alertas também aparecem com este separador em segundo plano.',
  systemDenied:
    'Este navegador bloqueia as notificações deste site, por isso os alertas só aparecem na página. Para as receber, permita as notificações deste site nas definições do navegador.',
  systemUnsupported:
    'Este navegador não consegue mostrar notificações a partir desta página; os alertas só aparecem na página.',
  close: 'Fechar',
}
