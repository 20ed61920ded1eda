import type { Sponsor } from '../../api/schemas'
import { safeHttpUrl } from '../../domain/safe-url'
import { useMessages } from '../../i18n/locale'
import { SafeImage, Section } from '../../components/page'
import { sponsorsInOrder } from './facts'
import { tournamentMessages } from './messages'

/** Sponsors by position, with their logos; a name links to the sponsor's site when that is http(s). */
export function SponsorList({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const m = useMessages(tournamentMessages)
  const ordered = sponsorsInOrder(sponsors)
  return (
    <Section title={m.sponsors}>
      {ordered.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.noSponsors}</p>
      ) : (
        <ol className="space-y-3">
          {ordered.map((sponsor) => {
            const website = safeHttpUrl(sponsor.websiteUrl)
            return (
              <li key={sponsor.idx} className="flex items-start gap-3">
                <SafeImage
                  url={sponsor.logoUrl}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded bg-surface-sunken object-contain"
                  fallback={
                    <span aria-hidden="true" className="size-12 shrink-0 rounded bg-surface-sunken" />
                  }
                />
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words">
                    {website ? (
                      <a
                        href={website}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-accent underline"
                      >
                        {sponsor.name}
                        <span className="sr-only"> {m.newTab}</span>
                      </a>
                    ) : (
                      sponsor.name
                    )}
                  </p>
                  {sponsor.description && <p className="break-words text-ink-muted">{sponsor.description}</p>}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </Section>
  )
}
