import { embedBuilderFr } from '../../features/embed/builder/messages.fr'
import { screenFr } from '../../features/screen/messages.fr'
import { screenSetupFr } from '../../features/screen/setup/messages.fr'
import type { ToolWords } from './words'

/**
 * French: the tools' words (the embed builder, the screen setup, the venue screen), by catalog
 * name; the `app` part loads them with every staff page's (`fr-staff.ts`).
 */
export default {
  embedBuilder: embedBuilderFr,
  screen: screenFr,
  screenSetup: screenSetupFr,
} satisfies ToolWords
