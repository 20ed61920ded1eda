import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouteContext } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { meQueries, roundQueries } from '../../../api/queries'
import { useApi } from '../../../hooks/use-api'
import { apiOriginOf, isAllowedApiAddress } from '../../../auth/api-address'
import { handOverApiAddress } from '../../../auth/token-fragment'
import { useSession } from '../../../auth/use-session'
import { useMessages } from '../../../i18n/locale'
import { bracketMessages, drawName } from '../../../components/bracket'
import { FormSection } from '../../../components/forms'
import { Notice } from '../../../components/page'
import { isPublished } from '../../../domain/visibility'
import { embedTeamsQuery, embedTournamentQuery } from '../embed-data'
import { embedOptions, type EmbedOptions } from '../embed-options'
import { CONTRACT_TOKEN_LIMIT } from '../visitor-budget'
import { BudgetPanel } from './BudgetPanel'
import { kindOf, type BuilderSearch } from './builder-search'
import { EmbedCode } from './EmbedCode'
import { EmbedLook } from './EmbedLook'
import { EmbedPicker, type PickPatch } from './EmbedPicker'
import { EmbedPreview } from './EmbedPreview'
import { embedTarget } from './embed-target'
import { embedUrl } from './embed-snippet'
import { builderMessages } from './messages'

const route = getRouteApi('/_staff/_connected/embeds/new')
const DEFAULT_VISITORS = 50

/** Just the names the pickers need: the pool and draw pickers of a round. */
const PICKER_ROUND = ['pools', 'draws'] as const

/** An option of the embed, as the builder's address (and the embed link) names it. */
function searchOf(patch: Partial<EmbedOptions>): Partial<BuilderSearch> {
  const search: Partial<BuilderSearch> = {}
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'show') search.show = (value as EmbedOptions['show']).join(',')
    else if (key === 'accent') search.accent = (value as string | null) ?? undefined
    else Object.assign(search, { [key]: value })
  }
  return search
}

/**
 * Staff make an embed for a club's site: what it shows, how it looks, a live preview (the real
 * embed in an iframe), the code for both supported ways of giving it access, and what the token's
 * budget allows. Everything but a token is in this page's address, so a reload keeps it.
 */
export function EmbedBuilder() {
  const m = useMessages(builderMessages)
  const words = useMessages(bracketMessages)
  const api = useApi()
  const [session] = useSession()
  const config = useRouteContext({ from: '__root__', select: (context) => context.config })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [height, setHeight] = useState(600)
  const change = useCallback(
    (patch: Partial<BuilderSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  )

  const behindProxy = session.mode === 'proxy'
  const kind = kindOf(search)
  const options = embedOptions(search)
  const tournament = useQuery({
    ...embedTournamentQuery(api, search.tournament ?? ''),
    enabled: Boolean(search.tournament),
  })
  const divisions = tournament.data?.divisions ?? []
  // A link that names only a round (the round page's) opens with its division picked too.
  const division =
    search.division ?? divisions.find((each) => each.rounds?.some((round) => round.idx === search.round))?.idx
  const picked = { ...search, division }
  const round = useQuery({
    ...roundQueries.detail(api, search.round ?? '', PICKER_ROUND),
    enabled: Boolean(search.round) && (kind === 'pool' || kind === 'draw'),
  })
  // The team embed's team: the division's teams, as the team embed itself reads them.
  const teams = useQuery({
    ...embedTeamsQuery(api, search.tournament ?? '', division ?? ''),
    enabled: kind === 'team' && Boolean(search.tournament && division),
  })
  const me = useQuery({ ...meQueries.detail(api), enabled: !behindProxy })
  const limit = me.data
    ? { limit: me.data.rateLimit.limit, windowSeconds: me.data.rateLimit.windowSeconds }
    : CONTRACT_TOKEN_LIMIT

  const target = embedTarget(kind, picked)
  const shownName = target ? nameOf(target, tournament.data, round.data, words, teams.data) : undefined
  const title = m.frameTitle(shownName)
  const viewerOrigin = window.location.origin
  const previewToken = behindProxy ? undefined : (session.token ?? undefined)
  // Staff connected to another API: the preview's link names it, as a screen link does, and an
  // embed takes it only where the deployment allows it.
  const previewApi = handOverApiAddress(session.apiBaseUrl, config.apiBaseUrl, viewerOrigin)
  const previewApiRefused =
    previewToken !== undefined &&
    previewApi !== undefined &&
    !isAllowedApiAddress(previewApi, config, viewerOrigin)

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <p className="mt-2 max-w-3xl text-ink-muted">{m.intro}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
        <div className="space-y-8">
          <FormSection title={m.whatTitle}>
            <EmbedPicker
              kind={kind}
              search={picked}
              tournamentName={tournament.data?.name}
              published={!tournament.data || isPublished(tournament.data)}
              divisions={divisions}
              pools={round.data?.pools ?? []}
              draws={round.data?.draws ?? []}
              teams={teams.data ?? []}
              onPick={(patch: PickPatch) => change(patch)}
            />
          </FormSection>
          <FormSection title={m.looksTitle}>
            <EmbedLook kind={kind} options={options} onChange={(patch) => change(searchOf(patch))} />
          </FormSection>
          <FormSection title={m.budgetTitle}>
            <BudgetPanel
              refreshSeconds={options.refresh}
              token={limit}
              expected={search.visitors ?? DEFAULT_VISITORS}
              onExpected={(visitors) => change({ visitors })}
              behindProxy={behindProxy}
            />
          </FormSection>
        </div>
        <div className="space-y-8">
          {target ? (
            <>
              <FormSection title={m.previewTitle}>
                {previewApiRefused ? (
                  <Notice tone="warning">
                    {m.previewApiNotAllowed(apiOriginOf(previewApi ?? '', viewerOrigin) ?? previewApi ?? '')}
                  </Notice>
                ) : (
                  <EmbedPreview
                    src={embedUrl(
                      viewerOrigin,
                      target,
                      options,
                      previewToken ? { token: previewToken, apiBaseUrl: previewApi } : undefined,
                    )}
                    title={title}
                    onHeight={setHeight}
                  />
                )}
              </FormSection>
              <FormSection title={m.codeTitle}>
                <EmbedCode
                  target={target}
                  options={options}
                  title={title}
                  height={Math.ceil(height / 10) * 10}
                  viewerOrigin={viewerOrigin}
                  behindProxy={behindProxy}
                />
              </FormSection>
            </>
          ) : (
            <p className="rounded-card border border-dashed border-line p-6 text-ink-muted">{m.pickFirst}</p>
          )}
        </div>
      </div>
    </div>
  )
}

function nameOf(
  target: NonNullable<ReturnType<typeof embedTarget>>,
  tournament:
    | {
        name: string
        divisions?: { idx: string; name: string; rounds?: { idx: string; name?: string | null }[] }[]
      }
    | undefined,
  round:
    { pools?: { idx: string; name?: string | null }[]; draws?: Parameters<typeof drawName>[0][] } | undefined,
  words: Parameters<typeof drawName>[2],
  teams?: readonly { idx: string; name: string }[],
): string | undefined {
  const rounds = tournament?.divisions?.flatMap((division) => division.rounds ?? []) ?? []
  switch (target.kind) {
    case 'tournament':
      return tournament?.name
    case 'division':
      return tournament?.divisions?.find((division) => division.idx === target.divisionIdx)?.name
    case 'round':
      return rounds.find((each) => each.idx === target.roundIdx)?.name ?? undefined
    case 'pool':
      return round?.pools?.find((pool) => pool.idx === target.poolIdx)?.name ?? undefined
    case 'draw': {
      const draw = round?.draws?.find((each) => each.idx === target.drawIdx)
      return draw && drawName(draw, 0, words)
    }
    case 'team':
      return teams?.find((team) => team.idx === target.teamIdx)?.name
  }
}
