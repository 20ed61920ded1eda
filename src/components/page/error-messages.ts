import { useSession } from '../../auth/use-session'
import type { RuntimeConfig } from '../../config/runtime-config'
import { defineMessages, useMessages } from '../../i18n/locale'
import type { TokenProblem } from '../../api/errors'
import { errorReason, type ErrorReason } from '../../api/error-reason'

export interface ErrorText {
  title: string
  detail: string
}

export interface ErrorMessages {
  token: Record<TokenProblem, ErrorText>
  /** Behind the public-display proxy a refused token is the proxy's: nothing to do in the browser. */
  proxyToken: ErrorText
  notFound: ErrorText
  invalidId: ErrorText
  badRequest: (messages: readonly string[]) => ErrorText
  rateLimited: (seconds: number, scope: 'token' | 'ip') => ErrorText
  offline: ErrorText
  unreachable: ErrorText
  timeout: ErrorText
  server: (status: number) => ErrorText
  unexpectedResponse: (field: string | null) => ErrorText
  unknown: ErrorText
}

const DASHBOARD = 'the organizer dashboard (organization page, API tab)'

export const errorMessages = defineMessages<ErrorMessages>({
  name: 'errors',
  en: {
    token: {
      MISSING_API_TOKEN: {
        title: 'No token was accepted',
        detail: `The API did not receive a token it recognises as one of its own (wrong prefix, or none). Paste the full token from ${DASHBOARD}.`,
      },
      INVALID_API_TOKEN: {
        title: 'This token is not valid',
        detail: `The API does not know this token: it was revoked, mistyped, or is for another environment (a live token against a test API, or the reverse). Create a new one in ${DASHBOARD}.`,
      },
      EXPIRED_API_TOKEN: {
        title: 'The token expired',
        detail: `Issue a new token in ${DASHBOARD} and paste it here.`,
      },
      INSUFFICIENT_SCOPE: {
        title: 'This token cannot read',
        detail: `The token lacks the "read" scope, which every page needs. Create a token with the read scope in ${DASHBOARD}.`,
      },
    },
    proxyToken: {
      title: 'The display proxy’s token no longer works',
      detail:
        'The API refused the token held by the display proxy this viewer reads through (revoked, expired, or without the read scope). Tell whoever runs the proxy: it needs a new read token. Nothing can be fixed from this browser.',
    },
    notFound: {
      title: 'Not found in your organization',
      detail:
        'Nothing with this id belongs to the organization of your token. It may be another organization’s, or it no longer exists.',
    },
    invalidId: {
      title: 'This link’s id is malformed',
      detail: 'The address does not contain a valid record id. Check that the link was copied completely.',
    },
    badRequest: (messages) => ({
      title: 'The API refused this request',
      detail: messages.length > 0 ? messages.join(' ') : 'A parameter of this page was not accepted.',
    }),
    rateLimited: (seconds, scope) => ({
      title: 'Rate limited',
      detail:
        scope === 'token'
          ? `This token used its requests for the minute. Retrying in ${seconds} s.`
          : `Too many requests from this network. Retrying in ${seconds} s.`,
    }),
    offline: { title: 'You are offline', detail: 'The page will update when the connection is back.' },
    unreachable: {
      title: 'The API cannot be reached',
      detail:
        'Check the API address and your connection. A server that does not allow this site (CORS) looks the same.',
    },
    timeout: {
      title: 'The API is not answering',
      detail: 'It took too long to answer. Trying again shortly.',
    },
    server: (status) => ({
      title: 'The API had a problem',
      detail: `It answered with an error (${status}). Trying again shortly.`,
    }),
    unexpectedResponse: (field) => ({
      title: 'Unexpected answer from the API',
      detail: field
        ? `The data did not have the expected form (at “${field}”). The rest of the app keeps working.`
        : 'The data could not be read. The rest of the app keeps working.',
    }),
    unknown: { title: 'Something went wrong', detail: 'Try again, or reload the page.' },
  },
})

export function errorText(
  reason: ErrorReason,
  messages: ErrorMessages,
  tokenMode: RuntimeConfig['tokenMode'] = 'user',
): ErrorText {
  switch (reason.kind) {
    case 'token':
      return tokenMode === 'proxy' ? messages.proxyToken : messages.token[reason.problem]
    case 'not-found':
      return messages.notFound
    case 'invalid-id':
      return messages.invalidId
    case 'bad-request':
      return messages.badRequest(reason.messages)
    case 'rate-limited':
      return messages.rateLimited(reason.retryAfterSeconds, reason.scope)
    case 'offline':
      return messages.offline
    case 'unreachable':
      return messages.unreachable
    case 'timeout':
      return messages.timeout
    case 'server':
      return messages.server(reason.status)
    case 'unexpected-response':
      return messages.unexpectedResponse(reason.field)
    case 'unknown':
      return messages.unknown
  }
}

/** The title and explanation of an API failure, in the active language. */
export function useApiErrorText(error: unknown): ErrorText {
  const [session] = useSession()
  return errorText(errorReason(error), useMessages(errorMessages), session.mode)
}
