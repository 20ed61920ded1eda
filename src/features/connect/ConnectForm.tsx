import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { useApi } from '../../hooks/use-api'
import { errorText, errorMessages } from '../../components/page/error-messages'
import { errorReason } from '../../api/error-reason'
import { meQueries } from '../../api/queries'
import { checkTokenShape } from '../../auth/token-shape'
import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { apiOriginOf, isAllowedApiAddress, normalizeApiAddress } from '../../auth/api-address'
import { connectMessages } from './messages'
import { PRIMARY_BUTTON, SECONDARY_BUTTON, SMALL_BUTTON, TextField } from '../../components/forms'
import { Notice } from '../../components/page'

interface Attempt {
  token: string
  apiBaseUrl: string
  remember: boolean
}

/**
 * Token, API address and "remember": checked locally, then proven with getMe before it is kept.
 * The address is config.json's, and never comes from a link or from the session: changing it takes
 * "Use another API address", and the form names the origin the token will go to before it is sent
 * (decision 0204).
 */
export function ConnectForm() {
  const m = useMessages(connectMessages)
  const errors = useMessages(errorMessages)
  const config = useRouteContext({ from: '__root__', select: (context) => context.config })
  const [session, sessionControl] = useSession()
  const api = useApi()
  const queryClient = useQueryClient()
  const rememberId = useId()
  const [token, setToken] = useState('')
  const [address, setAddress] = useState(config.apiBaseUrl)
  const [choosingAddress, setChoosingAddress] = useState(false)
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
    probe.mutate({ token: shape.token, apiBaseUrl, remember: remember && rememberable })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    connect(token)
  }

  function backToConfiguredAddress() {
    setChoosingAddress(false)
    setAddress(config.apiBaseUrl)
    setAddressProblem(null)
  }

  const viewerOrigin = window.location.origin
  const destination = apiOriginOf(address, viewerOrigin)
  const configuredOrigin = apiOriginOf(config.apiBaseUrl, viewerOrigin)
  const elsewhere = destination !== null && destination !== configuredOrigin
  // The device remembers tokens only for APIs the deployment allows (start-up drops the others).
  const rememberable = destination === null || isAllowedApiAddress(address, config, viewerOrigin)
  const failure = probe.error ? errorText(errorReason(probe.error), errors) : null
  const dropped = session.problem ? errors.token[session.problem] : null

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5" aria-busy={probe.isPending}>
      {dropped && !probe.isPending && !failure && (
        <Notice
          tone="danger"
          role="alert"
          className="mt-4"
          title={`${m.signedOutBecause}: ${dropped.title.toLowerCase()}`}
        >
          {dropped.detail}
        </Notice>
      )}
      <TextField
        label={m.tokenLabel}
        hint={m.tokenHint}
        problem={tokenProblem}
        mono
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      {choosingAddress && (
        <TextField
          label={m.addressLabel}
          hint={m.addressHint}
          problem={addressProblem}
          mono
          type="url"
          inputMode="url"
          autoComplete="off"
          value={address}
          placeholder={m.sameOrigin}
          onChange={(event) => setAddress(event.target.value)}
          className="text-sm"
        />
      )}
      {elsewhere && (
        <Notice tone="warning" role="note" title={m.sentElsewhere(destination)}>
          {m.sentElsewhereDetail(configuredOrigin ?? viewerOrigin)}
        </Notice>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!elsewhere && destination && (
          <p className="text-sm text-ink-muted">
            {m.sentTo} <span className="font-mono break-all text-ink">{destination}</span>
          </p>
        )}
        {choosingAddress ? (
          <button type="button" className={SMALL_BUTTON} onClick={backToConfiguredAddress}>
            {m.useConfiguredAddress}
          </button>
        ) : (
          <button type="button" className={SMALL_BUTTON} onClick={() => setChoosingAddress(true)}>
            {m.useAnotherAddress}
          </button>
        )}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={rememberId}
          type="checkbox"
          checked={remember && rememberable}
          disabled={!rememberable}
          onChange={(event) => setRemember(event.target.checked)}
          className="mt-1 size-4 accent-accent"
        />
        <label htmlFor={rememberId}>
          <span className="font-medium">{m.remember}</span>
          <span className="block text-sm text-ink-muted">
            {rememberable ? m.rememberHint : m.rememberOnlyAllowed}
          </span>
        </label>
      </div>
      {failure && (
        <Notice tone="danger" role="alert" className="mt-4" title={failure.title}>
          {failure.detail}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={probe.isPending} className={PRIMARY_BUTTON}>
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
            className={SECONDARY_BUTTON}
          >
            {m.useDemo}
          </button>
        )}
      </div>
    </form>
  )
}
