import type { ScheduleMessages } from './messages'

/** L’ordre de passage en français : chargé seulement pour une page en français (src/app/languages/fr.ts). */
export const scheduleFr: ScheduleMessages = {
  title: 'Ordre de passage',
  timesIn: (zone: string) => `Heures de ${zone}`,
  days: 'Jours',
  today: 'Aujourd’hui',
  noDays: 'Aucun match n’est encore programmé dans ce tournoi.',
  noGamesThisDay: 'Aucun match ce jour-là.',
  noMatch: 'Aucun match de ce jour ne correspond aux filtres.',
  division: 'Tableau',
  allDivisions: 'Tous les tableaux',
  court: 'Court',
  allCourts: 'Tous les courts',
  search: 'Chercher une équipe ou un joueur',
  searchHint: 'Majuscules et accents sans importance.',
  now: 'En ce moment',
  liveNow: 'En cours',
  upNext: 'À suivre',
  justFinished: 'Tout juste terminés',
  onCourtFor: (minutes: number) =>
    minutes < 60
      ? `Sur le court depuis ${minutes} min`
      : `Sur le court depuis ${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  courtToBeAnnounced: 'Court à confirmer',
  notScheduledYet: 'Pas encore programmés',
  courtsOfDay: (day: string) => `Courts du ${day}`,
  gamesCount: (count: number) => `${count} ${count === 1 ? 'match' : 'matchs'}`,
  inRound: (round: string) => `Voir dans ${round}`,
  roundFailed: (round: string) =>
    `Les matchs de ${round} n’ont pas pu être chargés ; le reste de l’ordre de passage est affiché.`,
  badDay: (value: string, shown: string) =>
    `Pas d’ordre de passage pour « ${value} » dans ce tournoi ; voici ${shown}.`,
  badDivision: 'Le tableau de ce lien n’est pas de ce tournoi ; tous les tableaux sont affichés.',
  badCourt: (value: string) => `Pas de court « ${value} » dans ce tournoi ; tous les courts sont affichés.`,
  liveUpdates: 'En direct : se met à jour tout seul',
  filters: 'Filtres',
  filtersSet: (which: string) => `Filtres : ${which}`,
}
