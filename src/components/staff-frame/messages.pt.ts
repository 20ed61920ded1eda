import type { StaffChromeMessages } from './messages'

/** The staff pages' frame in Portuguese (src/app/languages/pt-app.ts). */
export const staffChromePt: StaffChromeMessages = {
  skip: 'Saltar para o conteúdo',
  main: 'Principal',
  tournaments: 'Torneios',
  screens: 'Ecrãs',
  embeds: 'Incorporar',
  connection: 'Ligação',
  language: 'Idioma',
  budgetLabel: 'Pedidos à API que restam neste minuto',
  budgetLeft: (remaining: number, limit: number) => `${remaining}/${limit}`,
  budgetPaused: (seconds: number) => `Limite de pedidos · retoma dentro de ${seconds} s`,
  offline: 'Sem ligação',
  offlineData: (since: string) =>
    `Esta página mostra o que este dispositivo guardou, de ${since}. Atualiza-se sozinha quando a ligação voltar.`,
}
