import { embedBuilderEs } from '../../features/embed/builder/messages.es'
import { screenEs } from '../../features/screen/messages.es'
import { screenSetupEs } from '../../features/screen/setup/messages.es'
import type { ToolWords } from './words'

/**
 * Spanish: the tools' words (the embed builder, the screen setup, the venue screen), by catalog
 * name; the `app` part loads them with every staff page's (`es-staff.ts`).
 */
export default {
  embedBuilder: embedBuilderEs,
  screen: screenEs,
  screenSetup: screenSetupEs,
} satisfies ToolWords
