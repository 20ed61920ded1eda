/** The venue screen feature's public face: the routes' components and the link format. */
export { ScreenPage, ScreenContent } from './ScreenPage'
export { InScreenLanguage, ScreenError, ScreenPending } from './ScreenFallbacks'
export { ScreenFrame, type ScreenFrameProps } from './ScreenFrame'
export { screenQueries } from './screen-queries'
export {
  screenSearchSchema,
  SCREEN_LIMITS,
  type ScreenConfig,
  type ScreenSearch,
  type ScreenView,
} from './screen-config'
export { configFromSearch, formatViews, parseViews, screenLink } from './screen-link'
export { ScreenSetup } from './setup/ScreenSetup'
export { setupSearchSchema, type SetupSearch } from './setup/setup-search'
