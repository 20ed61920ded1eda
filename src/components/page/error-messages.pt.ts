import type { ErrorMessages } from './error-messages'

const DASHBOARD = 'o painel de organizador (página da organização, separador API)'

/** API failures explained in Portuguese (src/app/languages/pt-app.ts). */
export const errorsPt: ErrorMessages = {
  token: {
    MISSING_API_TOKEN: {
      title: 'Nenhum token foi aceite',
      detail: `A API não recebeu um token que reconheça como seu (prefixo errado, ou nenhum). Cole o token completo a partir de ${DASHBOARD}.`,
    },
    INVALID_API_TOKEN: {
      title: 'Este token não é válido',
      detail: `A API não conhece este token: foi revogado, mal escrito ou é de outro ambiente (um token live com uma API de teste, ou o contrário). Crie um novo em ${DASHBOARD}.`,
    },
    EXPIRED_API_TOKEN: {
      title: 'O token expirou',
      detail: `Crie um novo token em ${DASHBOARD} e cole-o aqui.`,
    },
    INSUFFICIENT_SCOPE: {
      title: 'Este token não pode ler',
      detail: `Falta ao token a permissão “read”, de que todas as páginas precisam. Crie um token com a permissão de leitura em ${DASHBOARD}.`,
    },
  },
  proxyToken: {
    title: 'O token do proxy de ecrãs já não funciona',
    detail:
      'A API recusou o token guardado pelo proxy de ecrãs através do qual este visualizador lê (revogado, expirado ou sem permissão de leitura). Avise quem gere o proxy: precisa de um novo token de leitura. Nada pode ser resolvido a partir deste navegador.',
  },
  notFound: {
    title: 'Não encontrado na sua organização',
    detail:
      'Nada com este identificador pertence à organização do seu token. Pode ser de outra organização, ou já não existir.',
  },
  invalidId: {
    title: 'O identificador deste link está mal formado',
    detail: 'O endereço não contém um identificador válido. Confirme que o link foi copiado por inteiro.',
  },
  badRequest: (messages) => ({
    title: 'A API recusou este pedido',
    detail: messages.length > 0 ? messages.join(' ') : 'Um parâmetro desta página não foi aceite.',
  }),
  rateLimited: (seconds, scope) => ({
    title: 'Limite de pedidos atingido',
    detail:
      scope === 'token'
        ? `Este token gastou os pedidos deste minuto. Nova tentativa dentro de ${seconds} s.`
        : `Demasiados pedidos a partir desta rede. Nova tentativa dentro de ${seconds} s.`,
  }),
  offline: { title: 'Está sem ligação', detail: 'A página será atualizada quando a ligação voltar.' },
  unreachable: {
    title: 'Não é possível contactar a API',
    detail:
      'Verifique o endereço da API e a sua ligação. Um servidor que não permite este site (CORS) tem o mesmo aspeto.',
  },
  timeout: {
    title: 'A API não está a responder',
    detail: 'Demorou demasiado a responder. Nova tentativa em breve.',
  },
  server: (status) => ({
    title: 'A API teve um problema',
    detail: `Respondeu com um erro (${status}). Nova tentativa em breve.`,
  }),
  unexpectedResponse: (field) => ({
    title: 'Resposta inesperada da API',
    detail: field
      ? `Os dados não tinham a forma esperada (em “${field}”). O resto da aplicação continua a funcionar.`
      : 'Não foi possível ler os dados. O resto da aplicação continua a funcionar.',
  }),
  unknown: { title: 'Algo correu mal', detail: 'Tente novamente ou recarregue a página.' },
}
