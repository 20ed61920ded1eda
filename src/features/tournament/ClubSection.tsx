import type { Club, Court } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { SafeImage, SafeLink, Section } from '../../components/page'
import { clubMapUrl, courtsInOrder } from './facts'
import { tournamentMessages } from './messages'

/** The club: picture, name, address, website, a map when it was geocoded, and its courts in order. */
export function ClubSection({ club }: { club: (Club & { courts: Court[] }) | null }) {
  const m = useMessages(tournamentMessages)
  if (!club) {
    return (
      <Section title={m.club}>
        <p className="text-sm text-ink-muted">{m.noClub}</p>
      </Section>
    )
  }
  const map = clubMapUrl(club.location)
  const courts = courtsInOrder(club.courts)
  return (
    <Section title={m.club}>
      <div className="flex items-start gap-3">
        <SafeImage
          url={club.image}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-lg bg-surface-sunken object-cover"
        />
        <div className="min-w-0 text-sm">
          {club.name && (
            <p dir="auto" className="text-base font-semibold break-words">
              {club.name}
            </p>
          )}
          {club.address && <p className="break-words">{club.address}</p>}
          {club.location?.formattedAddress && club.location.formattedAddress !== club.address && (
            <p className="break-words text-ink-muted">{club.location.formattedAddress}</p>
          )}
          {club.website && (
            <p className="mt-1">
              <span className="text-ink-muted">{m.website}: </span>
              <SafeLink url={club.website} />
            </p>
          )}
          {map && (
            <p className="mt-1">
              <a href={map} target="_blank" rel="noopener noreferrer" className="text-accent underline">
                {m.map} <span aria-hidden="true">↗</span>
                <span className="sr-only"> {m.newTab}</span>
              </a>
            </p>
          )}
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-ink-muted">{m.courts}</h3>
      {courts.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.noCourts}</p>
      ) : (
        <ol className="mt-1 flex flex-wrap gap-2">
          {courts.map((court) => (
            <li key={court.idx} className="rounded-lg bg-surface-sunken px-2 py-1 text-sm break-words">
              {court.name}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
