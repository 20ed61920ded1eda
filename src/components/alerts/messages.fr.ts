import type { AlertMessages } from './messages'

/** Alerts in French (src/app/languages/fr-app.ts). */
export const alertsFr: AlertMessages = {
  notices: 'Alertes sur les équipes que vous suivez',
  nextTitle: (team) => `${team} joue bientôt sur son court`,
  liveTitle: (team) => `${team} joue en ce moment`,
  wonTitle: (team) => `${team} a gagné`,
  lostTitle: (team) => `${team} a perdu`,
  endedTitle: (team) => `Le match de ${team} est terminé`,
  expectedAt: (time) => `prévu à ${time}`,
  printedAt: (time) => `programmé à ${time}`,
  versus: (opponent) => `contre ${opponent}`,
  walkover: 'forfait',
  retired: 'abandon',
  dismiss: (team) => `Fermer l’alerte sur ${team}`,
  settingsButton: 'Alertes',
  settingsTitle: 'Alertes des équipes que vous suivez',
  settingsHelp:
    'Tant que Courtside est ouvert dans un onglet de ce navigateur, il suit les matchs des équipes que vous suivez et vous prévient ici. Rien n’est envoyé nulle part.',
  kindsLegend: 'Me prévenir quand un match',
  kindNext: 'est le prochain sur son court (prévu dans moins de 15 minutes)',
  kindLive: 'commence',
  kindResult: 'se termine, avec le résultat',
  systemAsk: 'Afficher aussi des notifications système',
  systemOn:
    'Les notifications système sont activées : les alertes s’affichent aussi quand cet onglet est en arrière-plan.',
  systemDenied:
    'Ce navigateur bloque les notifications de ce site : les alertes s’affichent seulement dans la page. Pour les recevoir, autorisez les notifications de ce site dans les paramètres du navigateur.',
  systemUnsupported:
    'Ce navigateur ne peut pas afficher de notifications depuis cette page ; les alertes s’affichent seulement dans la page.',
  close: 'Fermer',
}
