import type { AlertMessages } from './messages'

/** Alerts in Spanish (src/app/languages/es-app.ts). */
export const alertsEs: AlertMessages = {
  notices: 'Avisos sobre los equipos que sigues',
  nextTitle: (team) => `${team} es el siguiente en pista`,
  liveTitle: (team) => `${team} está jugando`,
  wonTitle: (team) => `${team} ha ganado`,
  lostTitle: (team) => `${team} ha perdido`,
  endedTitle: (team) => `El partido de ${team} ha terminado`,
  expectedAt: (time) => `previsto a las ${time}`,
  printedAt: (time) => `programado a las ${time}`,
  versus: (opponent) => `contra ${opponent}`,
  walkover: 'no presentado',
  retired: 'retirada',
  dismiss: (team) => `Cerrar el aviso sobre ${team}`,
  settingsButton: 'Avisos',
  settingsTitle: 'Avisos de los equipos que sigues',
  settingsHelp:
    'Mientras Courtside está abierto en una pestaña de este navegador, vigila los partidos de los equipos que sigues y te avisa aquí. No se envía nada a ninguna parte.',
  kindsLegend: 'Avisarme cuando un partido',
  kindNext: 'sea el siguiente en su pista (previsto en menos de 15 minutos)',
  kindLive: 'empiece',
  kindResult: 'termine, con el resultado',
  systemAsk: 'Mostrar también notificaciones del sistema',
  systemOn:
    'Las notificaciones del sistema están activadas: los avisos también aparecen con esta pestaña en segundo plano.',
  systemDenied:
    'Este navegador bloquea las notificaciones de este sitio, así que los avisos solo aparecen en la página. Para recibirlas, permite las notificaciones de este sitio en la configuración del navegador.',
  systemUnsupported:
    'Este navegador no puede mostrar notificaciones desde esta página; los avisos solo aparecen en la página.',
  close: 'Cerrar',
}
