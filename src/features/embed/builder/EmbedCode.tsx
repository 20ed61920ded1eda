import { useId, useState } from 'react'
import { safeHttpUrl } from '../../../domain/safe-url'
import { useMessages } from '../../../i18n/locale'
import { TextField } from '../../../components/forms'
import { Notice } from '../../../components/page'
import type { EmbedOptions } from '../embed-options'
import { CodeBlock } from './CodeBlock'
import { embedUrl, iframeSnippet, scriptSnippet, type EmbedTarget } from './embed-snippet'
import { builderMessages } from './messages'

export interface EmbedCodeProps {
  target: EmbedTarget
  options: EmbedOptions
  title: string
  /** The preview's content height: the iframe starts at it. */
  height: number
  /** This viewer's origin, and whether it already runs behind the proxy. */
  viewerOrigin: string
  behindProxy: boolean
}

/**
 * The two supported ways, each with its iframe and its script: through the public-display proxy
 * (recommended: no token in any browser), or with a read token in the iframe's fragment, which
 * anyone viewing the club's page can read, as the page says plainly.
 */
export function EmbedCode({ target, options, title, height, viewerOrigin, behindProxy }: EmbedCodeProps) {
  const m = useMessages(builderMessages)
  const id = useId()
  const [proxyText, setProxyText] = useState(behindProxy ? viewerOrigin : '')
  const [token, setToken] = useState('')
  const proxyOrigin = proxyText.trim() === '' ? null : safeHttpUrl(proxyText.trim())
  const proxyProblem = proxyText.trim() !== '' && proxyOrigin === null
  const shownProxy = proxyOrigin ? new URL(proxyOrigin).origin : 'https://results.your-club.example'
  const proxySrc = embedUrl(shownProxy, target, options)
  const tokenSrc = embedUrl(viewerOrigin, target, options, { token: token.trim() || m.tokenPlaceholder })
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-proxy`} className="space-y-3">
        <h3 id={`${id}-proxy`} className="font-semibold">
          {m.proxyTitle}
        </h3>
        <p className="text-sm text-ink-muted">{m.proxyExplained}</p>
        <TextField
          label={m.proxyAddress}
          hint={m.proxyAddressHint}
          problem={proxyProblem ? m.proxyAddressInvalid : null}
          mono
          type="url"
          value={proxyText}
          placeholder="https://results.your-club.example"
          onChange={(event) => setProxyText(event.target.value)}
        />
        <CodeBlock label={m.iframeCode} code={iframeSnippet({ src: proxySrc, title, height })} />
        <CodeBlock label={m.scriptCode} code={scriptSnippet(shownProxy)} />
      </section>
      <section aria-labelledby={`${id}-token`} className="space-y-3">
        <h3 id={`${id}-token`} className="font-semibold">
          {m.tokenTitle}
        </h3>
        <p className="text-sm text-ink-muted">{m.tokenExplained}</p>
        <Notice tone="warning" role="note">
          {m.tokenWarning}
        </Notice>
        <TextField
          label={m.tokenField}
          hint={m.tokenFieldHint}
          mono
          type="text"
          value={token}
          autoComplete="off"
          placeholder={m.tokenPlaceholder}
          onChange={(event) => setToken(event.target.value)}
        />
        <CodeBlock label={m.iframeCode} code={iframeSnippet({ src: tokenSrc, title, height })} />
        <CodeBlock label={m.scriptCode} code={scriptSnippet(viewerOrigin)} />
      </section>
      <p className="text-sm text-ink-muted">{m.scriptExplained}</p>
    </div>
  )
}
