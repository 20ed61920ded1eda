import type { RankedTiebreakRule } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { Section } from '../../components/page'
import { tiebreakRulesInOrder } from './facts'
import { tournamentMessages } from './messages'

/** The rules that separate level teams, by rank. */
export function TiebreakRules({ rules }: { rules: readonly RankedTiebreakRule[] }) {
  const m = useMessages(tournamentMessages)
  const ordered = tiebreakRulesInOrder(rules)
  return (
    <Section title={m.tiebreakRules}>
      {ordered.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.noTiebreakRules}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted">{m.tiebreakIntro}</p>
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {ordered.map((ranked) => (
              <li key={ranked.idx} className="break-words">
                {ranked.rule.name}
                {ranked.rule.acronym && <span className="text-ink-muted"> ({ranked.rule.acronym})</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  )
}
