/**
 * What a page writes where a value the API may leave out is missing (decision 0523): a round's,
 * a pool's or a draw round's name where the page needs some text (a heading, a link, a tab), a
 * fact in a list of facts. A dash says "not given" in every language. Where the value is one part
 * of a line ("Round 1 · Pool A"), the missing part is left out instead.
 */
export const MISSING = '–'

export function orDash(text: string | null | undefined): string {
  return text?.trim() ? text : MISSING
}
