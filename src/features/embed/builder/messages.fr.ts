import type { BuilderMessages } from './messages'

/** The embed builder in French (src/app/languages/fr-app.ts). */
export const embedBuilderFr: BuilderMessages = {
  title: 'Intégrer des résultats à un site',
  intro:
    'Créez une intégration pour le site d’un club : choisissez ce qu’elle montre et son apparence, vérifiez-la dans l’aperçu et copiez le code dans la page du site. L’intégration s’adapte à son contenu et se met à jour d’elle-même pendant que les visiteurs la regardent.',
  whatTitle: 'Ce qu’elle montre',
  looksTitle: 'Apparence',
  previewTitle: 'Aperçu',
  codeTitle: 'Code pour le site',
  budgetTitle: 'Les visiteurs et la limite du jeton',
  kind: 'Afficher',
  kinds: {
    tournament: 'Le tournoi : ses catégories et ses tours',
    division: 'Une catégorie, tour par tour',
    round: 'Un tour : ses poules et son tableau',
    pool: 'Le classement d’une poule',
    draw: 'Un tableau du tour',
    team: 'Une équipe : son prochain match et ses résultats',
  },
  division: 'Catégorie',
  round: 'Tour',
  pool: 'Poule',
  draw: 'Tableau',
  team: 'Équipe',
  choose: 'Choisir…',
  hidden: (name: string) => `${name} (masqué)`,
  hiddenWarning:
    'Ceci est masqué (isVisible: false) : l’intégration dit que ses résultats ne sont pas publiés, et les affiche d’elle-même quand l’organisateur le rend visible.',
  draftWarning:
    'Ce tournoi est un brouillon : chacune de ses intégrations dit que les résultats ne sont pas publiés tant que l’organisateur ne l’a pas publié.',
  frameTitle: (name: string | undefined) => (name ? `Résultats en direct : ${name}` : 'Résultats en direct'),
  pickFirst: 'Choisissez quoi afficher : l’aperçu et le code apparaissent.',
  theme: 'Thème',
  themes: { light: 'Clair', dark: 'Sombre', auto: 'Comme l’appareil du visiteur' },
  accent: 'Couleur d’accent',
  accentHint: 'Onglets, soulignements et anneau de focus. Laissez vide pour le bleu-vert de Courtside.',
  accentText: 'Valeur hexadécimale',
  accentInvalid: 'Une couleur hexadécimale comme #1d4ed8.',
  accentContrast: (ratio: string) =>
    `Contraste faible avec le fond (${ratio}:1) : soulignements et anneaux de focus seront difficiles à voir.`,
  clearAccent: 'Par défaut',
  scale: 'Taille du texte',
  parts: 'Parties affichées',
  partNames: { title: 'Titre', pools: 'Poules', bracket: 'Tableau', podium: 'Podium' },
  bracketView: 'Présentation du tableau',
  bracketViews: { auto: 'Selon la largeur', tree: 'Arbre', rounds: 'Tour par tour' },
  link: 'Lien « Voir tous les résultats »',
  links: {
    public: 'La page publique du tournoi',
    viewer: 'La page complète de ce visualiseur (pour tous, derrière le proxy)',
    none: 'Ni lien ni mention',
  },
  language: 'Langue',
  languageOfVisitor: 'Celle du navigateur du visiteur',
  refresh: 'Mettre à jour toutes les',
  seconds: (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`),
  percent: (percent: number) => `${percent} %`,
  previewWidth: 'Largeur de l’aperçu',
  widths: { phone: 'Téléphone', wide: 'Pleine largeur' },
  previewLabel: 'Aperçu de l’intégration',
  previewApiNotAllowed: (origin: string) =>
    `Vous êtes connecté à ${origin}, que les intégrations de ce visualiseur ne sont pas configurées pour lire (son config.json n’autorise que sa propre adresse d’API et celles de allowedApiOrigins) : il n’y a donc pas d’aperçu. Connectez-vous à l’adresse d’API de ce visualiseur pour en voir un, ou demandez à la personne qui le gère d’ajouter ${origin} à allowedApiOrigins.`,
  previewNote:
    'L’aperçu est la vraie intégration, qui lit avec votre jeton ; il grandit et rétrécit avec son contenu comme il le fera sur la page du club.',
  proxyTitle: 'Recommandé : via le proxy d’affichage public',
  proxyExplained:
    'Aucun jeton dans le navigateur des visiteurs : le proxy le détient et répond à tous depuis son cache, si bien que le nombre de visiteurs ne coûte rien au jeton. Lancez le proxy (README, « Public-display proxy ») et laissez le site du club l’intégrer (PROXY_FRAME_ANCESTORS).',
  proxyAddress: 'Adresse du proxy',
  proxyAddressHint: 'Là où le proxy sert le visualiseur, par ex. https://results.club.example',
  proxyAddressInvalid: 'Une adresse http(s), comme https://results.club.example',
  tokenTitle: 'Ou : un jeton de lecture dans l’adresse de l’intégration',
  tokenExplained:
    'Le jeton va après le # dans l’adresse de l’iframe. Les navigateurs n’envoient jamais cette partie à un serveur, et l’intégration ne le garde qu’en mémoire. Mais le jeton est dans la page même du club :',
  tokenWarning:
    'Quiconque consulte la page du club peut lire ce jeton, dans le source de la page ou les outils de développement du navigateur, et s’en servir pour lire tout ce que votre organisation publie via l’API. Utilisez un jeton créé pour cette seule intégration, avec une date d’expiration, que vous pouvez révoquer ; jamais le vôtre.',
  tokenField: 'Jeton à publier',
  tokenFieldHint: 'Enregistré nulle part : il va seulement dans le code ci-dessous.',
  tokenPlaceholder: 'COLLEZ_UN_JETON_DE_LECTURE',
  iframeCode: 'L’iframe, là où vont les résultats',
  scriptCode: 'Le script, une fois par page, n’importe où après les iframes',
  scriptExplained:
    'Sans le script, l’intégration garde la hauteur ci-dessus et défile à l’intérieur ; avec, l’iframe prend la hauteur de son contenu.',
  copy: 'Copier',
  copied: 'Copié.',
  copyFailed: 'Copie impossible : sélectionnez le code et copiez-le à la main.',
  budgetIntro: (refresh: string, limit: number, window: number) =>
    `Avec un jeton dans l’adresse, le navigateur de chaque visiteur interroge l’API une fois toutes les ${refresh}, et tous se partagent les ${limit} requêtes par ${window} s du jeton (304 compris), avec quiconque utilise aussi le jeton.`,
  allowed: (visitors: number, reserve: number) =>
    `À ce rythme, le jeton sert environ ${visitors} visiteurs à la fois (${reserve} requêtes gardées pour les chargements de page et l’équipe).`,
  expected: 'Visiteurs attendus en même temps',
  fits: (rpm: number) => `Ça passe : ils consomment environ ${rpm} requêtes par minute.`,
  tight: (rpm: number) =>
    `Juste : environ ${rpm} requêtes par minute. Un moment d’affluence ralentit toutes les intégrations ; pensez au proxy.`,
  proxyNeeded: (rpm: number) =>
    `Trop pour un seul jeton : il leur faudrait ${rpm} requêtes par minute. Les intégrations se mettraient à jour de plus en plus lentement et les nouveaux visiteurs attendraient. Utilisez le proxy d’affichage public.`,
  proxyDeployment:
    'Ce visualiseur fonctionne derrière le proxy d’affichage public : les visiteurs n’ont aucun jeton et, quel que soit leur nombre, l’API voit quelques requêtes par vue et par minute.',
}
