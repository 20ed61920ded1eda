/**
 * Searching names as people type them: ignoring letter case and accents ("munoz" finds "Muñoz",
 * "JOSE" finds "José", "gdansk" finds "Gdańsk"), every word of the query somewhere in the text.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øæœßłđıþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Letters that carry their mark inside (no combining accent to strip), spelled as people type them. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
}

/** The query's words, folded; none for a query of blanks. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(' ').filter(Boolean)
}

/** Whether every word (from `searchWords`) is somewhere in the text; no words match everything. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true
  const haystack = foldForSearch(text)
  return words.every((word) => haystack.includes(word))
}
