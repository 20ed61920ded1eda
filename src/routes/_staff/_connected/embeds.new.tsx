import { createFileRoute } from '@tanstack/react-router'
import { loadToolWords } from '../../../i18n/device-words'
import { builderSearchSchema } from '../../../features/embed/builder/builder-search'
import { EmbedBuilder } from '../../../features/embed/builder/EmbedBuilder'
import { loadEmbedBuilder } from '../../../features/embed/builder/loaders'

/** `/embeds/new`: staff make an embed for a club's site (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/_connected/embeds/new')({
  staticData: { skeleton: 'detail' },
  validateSearch: builderSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  // The tools' words in the device's language (the staff layout's loader loads every other page's).
  loader: ({ context, deps }) => Promise.all([loadEmbedBuilder(context, deps.tournament), loadToolWords()]),
  component: EmbedBuilder,
})
