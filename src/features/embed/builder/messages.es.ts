import type { BuilderMessages } from './messages'

/** The embed builder in Spanish (src/app/languages/es-app.ts). */
export const embedBuilderEs: BuilderMessages = {
  title: 'Insertar resultados en una web',
  intro:
    'Cree una inserción para la web de un club: elija qué muestra y cómo se ve, compruébela en la vista previa y copie el código en la página del sitio. La inserción se ajusta a su contenido y se actualiza sola mientras la miran los visitantes.',
  whatTitle: 'Qué muestra',
  looksTitle: 'Aspecto',
  previewTitle: 'Vista previa',
  codeTitle: 'Código para la web',
  budgetTitle: 'Los visitantes y el límite del token',
  kind: 'Mostrar',
  kinds: {
    tournament: 'El torneo: sus categorías y rondas',
    division: 'Una categoría, ronda a ronda',
    round: 'Una ronda: sus grupos y su cuadro',
    pool: 'La clasificación de un grupo',
    draw: 'Un cuadro de la ronda',
    team: 'Un equipo: su próximo partido y sus resultados',
  },
  division: 'Categoría',
  round: 'Ronda',
  pool: 'Grupo',
  draw: 'Cuadro',
  team: 'Equipo',
  choose: 'Elija…',
  hidden: (name: string) => `${name} (oculto)`,
  hiddenWarning:
    'Está oculto (isVisible: false): la inserción dice que sus resultados no están publicados y los muestra sola cuando el organizador lo haga visible.',
  draftWarning:
    'Este torneo es un borrador: todas sus inserciones dicen que los resultados no están publicados hasta que el organizador lo publique.',
  frameTitle: (name: string | undefined) =>
    name ? `Resultados en directo: ${name}` : 'Resultados en directo',
  pickFirst: 'Elija qué mostrar y aparecerán la vista previa y el código.',
  theme: 'Tema',
  themes: { light: 'Claro', dark: 'Oscuro', auto: 'Como el dispositivo del visitante' },
  accent: 'Color de acento',
  accentHint: 'Pestañas, subrayados y el anillo de foco. Déjelo vacío para el verde azulado de Courtside.',
  accentText: 'Valor hexadecimal',
  accentInvalid: 'Un color hexadecimal como #1d4ed8.',
  accentContrast: (ratio: string) =>
    `Poco contraste con el fondo (${ratio}:1): los subrayados y el anillo de foco se verán mal.`,
  clearAccent: 'Por defecto',
  scale: 'Tamaño del texto',
  parts: 'Partes que se muestran',
  partNames: { title: 'Título', pools: 'Grupos', bracket: 'Cuadro', podium: 'Podio' },
  bracketView: 'Presentación del cuadro',
  bracketViews: { auto: 'Según el ancho', tree: 'Árbol', rounds: 'Ronda a ronda' },
  link: 'Enlace «Ver resultados completos»',
  links: {
    public: 'La página pública del torneo',
    viewer: 'La página completa de este visor (funciona para todos tras el proxy)',
    none: 'Sin enlace ni mención',
  },
  language: 'Idioma',
  languageOfVisitor: 'El del navegador del visitante',
  refresh: 'Actualizar cada',
  seconds: (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`),
  percent: (percent: number) => `${percent} %`,
  previewWidth: 'Ancho de la vista previa',
  widths: { phone: 'Móvil', wide: 'Ancho completo' },
  previewLabel: 'Vista previa de la inserción',
  previewApiNotAllowed: (origin: string) =>
    `Está conectado a ${origin}, que las inserciones de este visor no tienen configurada (su config.json solo permite su propia dirección de API y las de allowedApiOrigins), así que no hay vista previa. Conéctese a la dirección de API de este visor para verla, o pida a quien gestiona el visor que añada ${origin} a allowedApiOrigins.`,
  previewNote:
    'La vista previa es la inserción real, leyendo con su token; crece y se encoge con su contenido como lo hará en la página del club.',
  proxyTitle: 'Recomendado: a través del proxy de pantallas públicas',
  proxyExplained:
    'Ningún token en el navegador de los visitantes: lo guarda el proxy, que responde a todos desde su caché, así que el número de visitantes no le cuesta nada al token. Ponga en marcha el proxy (README, «Public-display proxy») y permita que la web del club lo inserte (PROXY_FRAME_ANCESTORS).',
  proxyAddress: 'Dirección del proxy',
  proxyAddressHint: 'Dónde sirve el proxy el visor, p. ej. https://results.club.example',
  proxyAddressInvalid: 'Una dirección http(s), como https://results.club.example',
  tokenTitle: 'O bien: un token de lectura en la dirección de la inserción',
  tokenExplained:
    'El token va tras el # en la dirección del iframe. Los navegadores nunca envían esa parte a un servidor y la inserción solo lo guarda en memoria. Pero el token está en la propia página del club:',
  tokenWarning:
    'Cualquiera que vea la página del club puede leer este token, en el código fuente o en las herramientas de desarrollo del navegador, y usarlo para leer todo lo que su organización publica a través de la API. Use un token creado solo para esta inserción, con caducidad y que pueda revocar; nunca el suyo.',
  tokenField: 'Token que se publica',
  tokenFieldHint: 'No se guarda en ningún sitio: solo va al código de abajo.',
  tokenPlaceholder: 'PEGUE_UN_TOKEN_DE_LECTURA',
  iframeCode: 'El iframe, donde van los resultados',
  scriptCode: 'El script, una vez por página, en cualquier sitio tras los iframes',
  scriptExplained:
    'Sin el script la inserción mantiene la altura de arriba y se desplaza por dentro; con él, el iframe toma la altura de su contenido.',
  copy: 'Copiar',
  copied: 'Copiado.',
  copyFailed: 'No se ha podido copiar: seleccione el código y cópielo a mano.',
  budgetIntro: (refresh: string, limit: number, window: number) =>
    `Con un token en la dirección, el navegador de cada visitante pregunta a la API una vez cada ${refresh}, y todos comparten las ${limit} peticiones cada ${window} s del token (304 incluidos), con cualquier otro que use el token.`,
  allowed: (visitors: number, reserve: number) =>
    `A este ritmo el token atiende a unos ${visitors} visitantes a la vez (${reserve} peticiones reservadas para cargas de página y el personal).`,
  expected: 'Visitantes que espera a la vez',
  fits: (rpm: number) => `Cabe: gastan unas ${rpm} peticiones por minuto.`,
  tight: (rpm: number) =>
    `Justo: unas ${rpm} peticiones por minuto. Un momento de mucha gente ralentiza todas las inserciones; considere el proxy.`,
  proxyNeeded: (rpm: number) =>
    `Demasiados para un token: necesitarían ${rpm} peticiones por minuto. Las inserciones se actualizarían cada vez más despacio y los nuevos visitantes esperarían. Use el proxy de pantallas públicas.`,
  proxyDeployment:
    'Este visor funciona tras el proxy de pantallas públicas: los visitantes no llevan token y, sean cuantos sean, la API ve unas pocas peticiones por vista y minuto.',
}
