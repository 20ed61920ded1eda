import { useSearch } from '@tanstack/react-router'
import { embedOptions, type EmbedOptions } from './embed-options'

/** The options of the embed link being shown (validated by the `/embed` route). */
export function useEmbedOptions(): EmbedOptions {
  return embedOptions(useSearch({ from: '/embed' }))
}
