import { lazy, Suspense, type ComponentProps } from 'react'

/**
 * The podium part (`show=podium`), which only a link asking for it shows: its code comes when such
 * an embed loads (loaders.ts starts it with the podium's rounds), not with every embed's first load.
 */
const Podiums = lazy(() => import('./EmbedPodiums').then((module) => ({ default: module.EmbedPodiums })))

export function EmbedPodiums(props: ComponentProps<typeof Podiums>) {
  return (
    <Suspense fallback={null}>
      <Podiums {...props} />
    </Suspense>
  )
}
