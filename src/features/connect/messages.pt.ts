import type { ConnectMessages } from './messages'

/** The connect page in Portuguese (src/app/languages/pt-app.ts). */
export const connectPt: ConnectMessages = {
  title: 'Ligue-se à sua organização',
  intro:
    'Cole um token de API do seu painel de organizador (página da organização, separador API) para consultar os seus torneios.',
  tokenLabel: 'Token de API',
  tokenHint:
    'Tem a forma prefixo_live_… ou prefixo_test_…. Fica neste navegador e só é enviado para o endereço indicado abaixo.',
  tokenEmpty: 'Cole primeiro um token.',
  tokenShape:
    'Isto não parece um token de API. Um token tem a forma prefixo_live_segredo ou prefixo_test_segredo; confirme que o copiou inteiro, e mais nada.',
  addressLabel: 'Endereço da API',
  addressHint:
    'Onde a API de leitura é servida. Escreva-o você mesmo, o da sua organização: nunca um que um link ou uma mensagem lhe peça para usar.',
  addressInvalid: 'Introduza um endereço http:// ou https://, como https://api.example.com.',
  sentTo: 'O seu token será enviado para',
  sentElsewhere: (origin: string) => `O seu token será enviado para ${origin}`,
  sentElsewhereDetail: (configured: string) =>
    `Não é a API deste visualizador (${configured}). Ligue-se apenas se a sua organização lhe deu este endereço: quem o gere poderá ler tudo o que o seu token pode ler.`,
  useAnotherAddress: 'Usar outro endereço de API',
  useConfiguredAddress: 'Usar o endereço de API deste visualizador',
  remember: 'Lembrar neste dispositivo',
  rememberHint: 'Caso contrário, o token é esquecido quando fechar este separador.',
  rememberOnlyAllowed:
    'Este dispositivo só lembra tokens dos endereços de API que este visualizador está configurado para usar: um token para este é esquecido quando fechar este separador.',
  connect: 'Ligar',
  connecting: 'A verificar o token…',
  useDemo: 'Usar o token de demonstração',
  signedOutBecause: 'A sua sessão foi terminada',
  organization: 'Organização',
  website: 'Site',
  tokenName: 'Nome do token',
  prefix: 'Prefixo',
  scopes: 'Permissões',
  noScopes: 'nenhuma',
  expires: 'Expira',
  neverExpires: 'Nunca',
  expiresSoon: (days: number) =>
    `Este token expira dentro de ${days} ${days === 1 ? 'dia' : 'dias'}. Crie um novo no painel de organizador antes disso.`,
  rateLimit: 'Limite de pedidos',
  rateLimitValue: (limit: number, seconds: number) => `${limit} pedidos por ${seconds} s`,
  apiAddress: 'Endereço da API',
  sameOrigin: 'este site (mesma origem)',
  connectedAs: 'Ligado',
  signOut: 'Terminar sessão',
  tryAgain: 'Tentar novamente',
  checking: 'A verificar o seu token…',
  proxyTitle: 'Aqui não é preciso token',
  proxyDetail:
    'Este visualizador lê através de um proxy que guarda o token da organização, por isso não há nada para colar.',
  browseTournaments: 'Ver os torneios',
  continueToPage: 'Continuar para a página que abriu',
}
