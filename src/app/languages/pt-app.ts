import { embedBuilderPt } from '../../features/embed/builder/messages.pt'
import { screenPt } from '../../features/screen/messages.pt'
import { screenSetupPt } from '../../features/screen/setup/messages.pt'
import type { ToolWords } from './words'

/**
 * Portuguese: the tools' words (the embed builder, the screen setup, the venue screen), by catalog
 * name; the `app` part loads them with every staff page's (`pt-staff.ts`).
 */
export default {
  embedBuilder: embedBuilderPt,
  screen: screenPt,
  screenSetup: screenSetupPt,
} satisfies ToolWords
