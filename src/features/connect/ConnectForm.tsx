import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { useApi } from '../../api/use-api'
import { errorText, errorMessages } from '../../api/error-messages'
import { errorReason } from '../../api/error-reason'
import { meQueries } from '../../api/queries'
import { checkTokenShape } from '../../auth/token-shape'
import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { normalizeApiAddress } from './api-address'
import { connectMessages } from './messages'
import { Notice } from './Notice'

interface Attempt {
  token: string
  apiBaseUrl: string
  remember: boolean
}

/** Token, API address and "remember": checked locally, then proven with getMe before it is kept. */
export function ConnectForm() {
  const m = useMessages(connectMessages)
  const errors = useMessages(errorMessages)
  const config = useRouteContext({ from: '__root__', select: (context) => context.config })
  const [session, sessionControl] = useSession()
  const api = useApi()
  const queryClient = useQueryClient()
  const ids = { token: useId(), tokenHelp: useId(), address: useId(), addressHelp: useId() }
  const [token, setToken] = useState('')
  const [address, setAddress] = useState(session.apiBaseUrl)
  const [remember, setRemember] = useState(false)
  const [tokenProblem, setTokenProblem] = useState<string | null>(null)
  const [addressProblem, setAddressProblem] = useState<string | null>(null)

  const probe = useMutation({
    mutationFn: (attempt: Attempt) =>
      api.with({ baseUrl: attempt.apiBaseUrl, getToken: () => attempt.token }).getMe(),
    onSuccess: (me, attempt) => {
      sessionControl.signIn(attempt)
      queryClient.setQueryData(meQueries.detail(api).queryKey, me)
    },
  })

  function connect(rawToken: string) {
    const shape = checkTokenShape(rawToken)
    const apiBaseUrl = normalizeApiAddress(address)
    setTokenProblem(shape.ok ? null : shape.problem === 'empty' ? m.tokenEmpty : m.tokenShape)
    setAddressProblem(apiBaseUrl === null ? m.addressInvalid : null)
    if (!shape.ok || apiBaseUrl === null) return
    probe.mutate({ token: shape.token, apiBaseUrl, remember })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    connect(token)
  }

  const failure = probe.error ? errorText(errorReason(probe.error), errors) : null
  const dropped = session.problem ? errors.token[session.problem] : null
  const field =
    'mt-1 block w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink aria-invalid:border-danger'

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5" aria-busy={probe.isPending}>
      {dropped && !probe.isPending && !failure && (
        <Notice tone="danger" title={`${m.signedOutBecause}: ${dropped.title.toLowerCase()}`}>
          {dropped.detail}
        </Notice>
      )}
      <div>
        <label htmlFor={ids.token} className="font-medium">
          {m.tokenLabel}
        </label>
        <input
          id={ids.token}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={tokenProblem !== null}
          aria-describedby={ids.tokenHelp}
          className={`${field} font-mono`}
        />
        <p id={ids.tokenHelp} className={`mt-1 text-sm ${tokenProblem ? 'text-danger' : 'text-ink-muted'}`}>
          {tokenProblem ?? m.tokenHint}
        </p>
      </div>
      <div>
        <label htmlFor={ids.address} className="font-medium">
          {m.addressLabel}
        </label>
        <input
          id={ids.address}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={address}
          placeholder={m.sameOrigin}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={addressProblem !== null}
          aria-describedby={ids.addressHelp}
          className={`${field} font-mono text-sm`}
        />
        <p
          id={ids.addressHelp}
          className={`mt-1 text-sm ${addressProblem ? 'text-danger' : 'text-ink-muted'}`}
        >
          {addressProblem ?? m.addressHint}
        </p>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${ids.token}-remember`}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          className="mt-1 size-4 accent-accent"
        />
        <label htmlFor={`${ids.token}-remember`}>
          <span className="font-medium">{m.remember}</span>
          <span className="block text-sm text-ink-muted">{m.rememberHint}</span>
        </label>
      </div>
      {failure && (
        <Notice tone="danger" title={failure.title}>
          {failure.detail}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={probe.isPending}
          className="rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90 disabled:opacity-60"
        >
          {probe.isPending ? m.connecting : m.connect}
        </button>
        {config.demoToken && (
          <button
            type="button"
            disabled={probe.isPending}
            onClick={() => {
              setToken(config.demoToken ?? '')
              connect(config.demoToken ?? '')
            }}
            className="rounded-lg border border-line bg-surface-raised px-4 py-2 font-medium hover:bg-surface-sunken disabled:opacity-60"
          >
            {m.useDemo}
          </button>
        )}
      </div>
    </form>
  )
}
