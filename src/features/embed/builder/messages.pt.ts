import type { BuilderMessages } from './messages'

/** The embed builder in Portuguese (src/app/languages/pt-app.ts). */
export const embedBuilderPt: BuilderMessages = {
  title: 'Incorporar resultados num site',
  intro:
    'Crie uma incorporação para o site de um clube: escolha o que mostra e o aspeto, confirme-a na pré-visualização e copie o código para a página do site. A incorporação ajusta-se ao conteúdo e atualiza-se sozinha enquanto os visitantes a veem.',
  whatTitle: 'O que mostra',
  looksTitle: 'Aspeto',
  previewTitle: 'Pré-visualização',
  codeTitle: 'Código para o site',
  budgetTitle: 'Os visitantes e o limite do token',
  kind: 'Mostrar',
  kinds: {
    tournament: 'O torneio: as suas categorias e rondas',
    division: 'Uma categoria, ronda a ronda',
    round: 'Uma ronda: os seus grupos e o quadro',
    pool: 'A classificação de um grupo',
    draw: 'Um quadro da ronda',
    team: 'Uma equipa: o seu próximo jogo e resultados',
  },
  division: 'Categoria',
  round: 'Ronda',
  pool: 'Grupo',
  draw: 'Quadro',
  team: 'Equipa',
  choose: 'Escolha…',
  hidden: (name: string) => `${name} (oculto)`,
  hiddenWarning:
    'Está oculto (isVisible: false): a incorporação diz que os resultados não estão publicados e mostra-os sozinha quando o organizador o tornar visível.',
  draftWarning:
    'Este torneio é um rascunho: todas as suas incorporações dizem que os resultados não estão publicados até o organizador o publicar.',
  frameTitle: (name: string | undefined) => (name ? `Resultados em direto: ${name}` : 'Resultados em direto'),
  pickFirst: 'Escolha o que mostrar e aparecem a pré-visualização e o código.',
  theme: 'Tema',
  themes: { light: 'Claro', dark: 'Escuro', auto: 'Como o dispositivo do visitante' },
  accent: 'Cor de destaque',
  accentHint: 'Separadores, sublinhados e anel de foco. Deixe vazio para o verde-azulado do Courtside.',
  accentText: 'Valor hexadecimal',
  accentInvalid: 'Uma cor hexadecimal como #1d4ed8.',
  accentContrast: (ratio: string) =>
    `Pouco contraste com o fundo (${ratio}:1): sublinhados e anéis de foco vão ver-se mal.`,
  clearAccent: 'Predefinição',
  scale: 'Tamanho do texto',
  parts: 'Partes mostradas',
  partNames: { title: 'Título', pools: 'Grupos', bracket: 'Quadro', podium: 'Pódio' },
  bracketView: 'Apresentação do quadro',
  bracketViews: { auto: 'Conforme a largura', tree: 'Árvore', rounds: 'Ronda a ronda' },
  link: 'Link “Ver todos os resultados”',
  links: {
    public: 'A página pública do torneio',
    viewer: 'A página completa deste visualizador (para todos, atrás do proxy)',
    none: 'Sem link nem menção',
  },
  language: 'Idioma',
  languageOfVisitor: 'O do navegador do visitante',
  refresh: 'Atualizar a cada',
  seconds: (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`),
  percent: (percent: number) => `${percent}%`,
  previewWidth: 'Largura da pré-visualização',
  widths: { phone: 'Telemóvel', wide: 'Largura total' },
  previewLabel: 'Pré-visualização da incorporação',
  previewApiNotAllowed: (origin: string) =>
    `Está ligado a ${origin}, que as incorporações deste visualizador não estão configuradas para ler (o seu config.json só permite o seu próprio endereço de API e os de allowedApiOrigins), por isso não há pré-visualização. Ligue-se ao endereço de API deste visualizador para ver uma, ou peça a quem o gere que acrescente ${origin} a allowedApiOrigins.`,
  previewNote:
    'A pré-visualização é a incorporação real, a ler com o seu token; cresce e encolhe com o conteúdo tal como fará na página do clube.',
  proxyTitle: 'Recomendado: através do proxy de ecrãs públicos',
  proxyExplained:
    'Nenhum token no navegador dos visitantes: o proxy guarda-o e responde a todos a partir da sua cache, por isso o número de visitantes não custa nada ao token. Ponha o proxy a funcionar (README, “Public-display proxy”) e deixe o site do clube incorporá-lo (PROXY_FRAME_ANCESTORS).',
  proxyAddress: 'Endereço do proxy',
  proxyAddressHint: 'Onde o proxy serve o visualizador, p. ex. https://results.club.example',
  proxyAddressInvalid: 'Um endereço http(s), como https://results.club.example',
  tokenTitle: 'Ou: um token de leitura no endereço da incorporação',
  tokenExplained:
    'O token vai depois do # no endereço do iframe. Os navegadores nunca enviam essa parte a um servidor e a incorporação só o guarda em memória. Mas o token está na própria página do clube:',
  tokenWarning:
    'Qualquer pessoa que veja a página do clube pode ler este token, no código-fonte da página ou nas ferramentas de programador do navegador, e usá-lo para ler tudo o que a sua organização publica através da API. Use um token criado só para esta incorporação, com validade, que possa revogar; nunca o seu.',
  tokenField: 'Token a publicar',
  tokenFieldHint: 'Não fica guardado em lado nenhum: só vai para o código abaixo.',
  tokenPlaceholder: 'COLE_UM_TOKEN_DE_LEITURA',
  iframeCode: 'O iframe, onde ficam os resultados',
  scriptCode: 'O script, uma vez por página, em qualquer sítio depois dos iframes',
  scriptExplained:
    'Sem o script a incorporação mantém a altura acima e desliza por dentro; com ele, o iframe assume a altura do conteúdo.',
  copy: 'Copiar',
  copied: 'Copiado.',
  copyFailed: 'Não foi possível copiar: selecione o código e copie-o à mão.',
  budgetIntro: (refresh: string, limit: number, window: number) =>
    `Com um token no endereço, o navegador de cada visitante pergunta à API uma vez a cada ${refresh}, e todos partilham os ${limit} pedidos por ${window} s do token (304 incluídos), com quem mais usar o token.`,
  allowed: (visitors: number, reserve: number) =>
    `A este ritmo o token serve cerca de ${visitors} visitantes ao mesmo tempo (${reserve} pedidos reservados para carregamentos de página e para a equipa).`,
  expected: 'Visitantes que espera ao mesmo tempo',
  fits: (rpm: number) => `Cabe: gastam cerca de ${rpm} pedidos por minuto.`,
  tight: (rpm: number) =>
    `À justa: cerca de ${rpm} pedidos por minuto. Um momento de maior afluência abranda todas as incorporações; considere o proxy.`,
  proxyNeeded: (rpm: number) =>
    `Demasiados para um token: precisariam de ${rpm} pedidos por minuto. As incorporações atualizar-se-iam cada vez mais devagar e os novos visitantes esperariam. Use o proxy de ecrãs públicos.`,
  proxyDeployment:
    'Este visualizador funciona atrás do proxy de ecrãs públicos: os visitantes não têm token e, sejam quantos forem, a API vê poucos pedidos por vista e por minuto.',
}
