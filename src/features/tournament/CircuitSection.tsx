import type { Circuit, CircuitCategory } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { ColourChip, Section, useEnumWords } from '../../components/page'
import { tournamentMessages } from './messages'

/** The circuit the tournament counts for, and its category there. */
export function CircuitSection({
  circuit,
  category,
}: {
  circuit: Circuit | null
  category: CircuitCategory | null
}) {
  const m = useMessages(tournamentMessages)
  const words = useEnumWords()
  return (
    <Section title={m.circuit}>
      {!circuit && !category ? (
        <p className="text-sm text-ink-muted">{m.noCircuit}</p>
      ) : (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {circuit && (
            <>
              <dt className="text-ink-muted">{m.circuit}</dt>
              <dd className="break-words">
                {circuit.name}
                {circuit.seasonYear != null && (
                  <span className="text-ink-muted"> · {m.season(circuit.seasonYear)}</span>
                )}
              </dd>
            </>
          )}
          {category && (
            <>
              <dt className="text-ink-muted">{m.circuitCategory}</dt>
              <dd className="flex flex-wrap items-center gap-2 break-words">
                <ColourChip colour={category.color} />
                {category.name}
                {category.gender != null && (
                  <span className="text-ink-muted">· {words('gender', category.gender)}</span>
                )}
              </dd>
            </>
          )}
        </dl>
      )}
    </Section>
  )
}
