import { formatDateRange } from '../../domain/time'

/** "Men's open · Summer Padel Cup · 14 – 15 Jun 2025": what an embed page belongs to. */
export function contextLine(
  parts: readonly (string | null | undefined)[],
  tournament: { startDate: string; endDate: string; timezone?: string | null | undefined } | null,
  locale: string,
): string {
  const dates = tournament
    ? formatDateRange(tournament.startDate, tournament.endDate, tournament.timezone, locale)
    : null
  return [...parts, dates].filter((part): part is string => Boolean(part)).join(' · ')
}
