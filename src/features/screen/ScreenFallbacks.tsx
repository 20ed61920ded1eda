import { useEffect } from 'react'
import { InScreenLanguage } from '../../app/device-language'
import { useMessages } from '../../i18n/locale'
import { screenMessages } from './messages'
import { ScreenFrame } from './ScreenFrame'
import { ScreenMessage } from './ScreenMessage'

/** While the screen's first data loads. */
export function ScreenPending() {
  return (
    <InScreenLanguage>
      <Pending />
    </InScreenLanguage>
  )
}

function Pending() {
  const m = useMessages(screenMessages)
  return (
    <ScreenFrame theme="dark" textScale={1} fill="full">
      <ScreenMessage title={m.connecting} />
    </ScreenFrame>
  )
}

/** Reload after an unforeseen failure: nobody is there to press a button. */
const RELOAD_AFTER_MS = 60_000

/** Whatever failed beyond the views' own guards: say so, and start again by itself a minute later. */
export function ScreenError() {
  return (
    <InScreenLanguage>
      <Crashed />
    </InScreenLanguage>
  )
}

function Crashed() {
  const m = useMessages(screenMessages)
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <ScreenFrame theme="dark" textScale={1} fill="full">
      <ScreenMessage title={m.crashed.title} tone="problem">
        <p>{m.crashed.detail}</p>
      </ScreenMessage>
    </ScreenFrame>
  )
}
