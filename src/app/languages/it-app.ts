import { embedBuilderIt } from '../../features/embed/builder/messages.it'
import { screenIt } from '../../features/screen/messages.it'
import { screenSetupIt } from '../../features/screen/setup/messages.it'
import type { ToolWords } from './words'

/**
 * Italian: the tools' words (the embed builder, the screen setup, the venue screen), by catalog
 * name; the `app` part loads them with every staff page's (`it-staff.ts`).
 */
export default {
  embedBuilder: embedBuilderIt,
  screen: screenIt,
  screenSetup: screenSetupIt,
} satisfies ToolWords
