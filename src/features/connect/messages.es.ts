import type { ConnectMessages } from './messages'

/** The connect page in Spanish (src/app/languages/es-app.ts). */
export const connectEs: ConnectMessages = {
  title: 'Conéctese a su organización',
  intro:
    'Pegue un token de API de su panel de organizador (página de la organización, pestaña API) para ver sus torneos.',
  tokenLabel: 'Token de API',
  tokenHint:
    'Tiene la forma prefijo_live_… o prefijo_test_…. Se queda en este navegador y solo se envía a la dirección indicada abajo.',
  tokenEmpty: 'Pegue primero un token.',
  tokenShape:
    'Esto no parece un token de API. Un token tiene la forma prefijo_live_secreto o prefijo_test_secreto; compruebe que lo ha copiado entero y nada más.',
  addressLabel: 'Dirección de la API',
  addressHint:
    'Dónde se sirve la API de lectura. Escríbala usted mismo, la que le dé su organización: nunca una que le pida usar un enlace o un mensaje.',
  addressInvalid: 'Escriba una dirección http:// o https://, como https://api.example.com.',
  sentTo: 'Su token se enviará a',
  sentElsewhere: (origin: string) => `Su token se enviará a ${origin}`,
  sentElsewhereDetail: (configured: string) =>
    `No es la API de este visor (${configured}). Conéctese solo si su organización le ha dado esta dirección: quien la gestione podrá leer todo lo que su token puede leer.`,
  useAnotherAddress: 'Usar otra dirección de API',
  useConfiguredAddress: 'Usar la dirección de API de este visor',
  remember: 'Recordar en este dispositivo',
  rememberHint: 'Si no, el token se olvida al cerrar esta pestaña.',
  rememberOnlyAllowed:
    'Este dispositivo solo recuerda tokens de las direcciones de API que este visor tiene configuradas: un token para esta se olvida al cerrar esta pestaña.',
  connect: 'Conectar',
  connecting: 'Comprobando el token…',
  useDemo: 'Usar el token de demostración',
  signedOutBecause: 'Se ha cerrado su sesión',
  organization: 'Organización',
  website: 'Sitio web',
  tokenName: 'Token',
  prefix: 'Prefijo',
  scopes: 'Permisos',
  noScopes: 'ninguno',
  expires: 'Caduca',
  neverExpires: 'Nunca',
  expiresSoon: (days: number) =>
    `Este token caduca en ${days} ${days === 1 ? 'día' : 'días'}. Genere uno nuevo en el panel de organizador antes de esa fecha.`,
  rateLimit: 'Límite de peticiones',
  rateLimitValue: (limit: number, seconds: number) => `${limit} peticiones cada ${seconds} s`,
  apiAddress: 'Dirección de la API',
  sameOrigin: 'este sitio (mismo origen)',
  connectedAs: 'Conectado',
  signOut: 'Cerrar sesión',
  tryAgain: 'Reintentar',
  checking: 'Comprobando su token…',
  proxyTitle: 'Aquí no hace falta token',
  proxyDetail:
    'Este visor lee a través de un proxy que guarda el token de la organización, así que no hay que pegar nada.',
  browseTournaments: 'Ver los torneos',
  continueToPage: 'Continuar a la página que abrió',
}
