import type { AlertMessages } from './messages'

/** Alerts in Italian (src/app/languages/it-app.ts). */
export const alertsIt: AlertMessages = {
  notices: 'Avvisi sulle squadre che segui',
  nextTitle: (team) => `${team} è la prossima in campo`,
  liveTitle: (team) => `${team} sta giocando ora`,
  wonTitle: (team) => `${team} ha vinto`,
  lostTitle: (team) => `${team} ha perso`,
  endedTitle: (team) => `La partita di ${team} è finita`,
  expectedAt: (time) => `prevista alle ${time}`,
  printedAt: (time) => `in programma alle ${time}`,
  versus: (opponent) => `contro ${opponent}`,
  walkover: 'a tavolino',
  retired: 'ritiro',
  dismiss: (team) => `Chiudi l’avviso su ${team}`,
  settingsButton: 'Avvisi',
  settingsTitle: 'Avvisi delle squadre che segui',
  settingsHelp:
    'Finché Courtside è aperto in una scheda di questo browser, segue le partite delle squadre che segui e ti avvisa qui. Non viene inviato nulla da nessuna parte.',
  kindsLegend: 'Avvisami quando una partita',
  kindNext: 'è la prossima sul suo campo (prevista entro 15 minuti)',
  kindLive: 'inizia',
  kindResult: 'finisce, con il risultato',
  systemAsk: 'Mostra anche le notifiche di sistema',
  systemOn:
    'Le notifiche di sistema sono attive: gli avvisi compaiono anche con questa scheda in secondo piano.',
  systemDenied:
    'Questo browser blocca le notifiche di questo sito, quindi gli avvisi compaiono solo nella pagina. Per riceverle, consenti le notifiche di questo sito nelle impostazioni del browser.',
  systemUnsupported:
    'Questo browser non può mostrare notifiche da questa pagina; gli avvisi compaiono solo nella pagina.',
  close: 'Chiudi',
}
