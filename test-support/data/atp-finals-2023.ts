/**
 * The round-robin groups of the Nitto ATP Finals 2023 (Turin, 12–17 November): four players a
 * group, the first two through to the semi-finals, standings on wins, ties on wins broken on sets
 * and games won. Each match as [winner, loser], in the order played.
 */
export interface AtpGroup {
  name: string
  players: readonly string[]
  matches: readonly (readonly [winner: string, loser: string])[]
  /** The group's final order, as the ATP ranked it, where the sources give it. */
  ranks?: readonly string[]
  /** A player who left, and the alternate who played his matches after `afterMatches`. */
  replaced?: { player: string; by: string; afterMatches: number }
}

/**
 * Sources: japantimes.co.jp/sports/2023/11/14/tennis/zverev-afp-tennis (13 Nov: Zverev d. Alcaraz
 * 6-7 6-3 6-4, Medvedev d. Rublev 6-4 6-2); celebsnet.com, "Turin Masters 2023" (15 Nov: Alcaraz
 * d. Rublev 7-5 6-2 in the afternoon, Medvedev–Zverev at night); ventidisport.it (Medvedev d.
 * Zverev 7-6 6-4, "the first semi-finalist"); sport1.de, "Alcaraz zerstört Zverevs
 * Halbfinal-Hoffnungen" (17 Nov: Alcaraz d. Medvedev 6-4 6-4, Zverev out before his last match);
 * rtl.be, 2023-11-17 (then Zverev d. Rublev 6-4 6-4; Alcaraz first, Medvedev second).
 */
export const RED_GROUP: AtpGroup = {
  name: 'Red group',
  players: ['Alcaraz', 'Medvedev', 'Zverev', 'Rublev'],
  matches: [
    ['Zverev', 'Alcaraz'],
    ['Medvedev', 'Rublev'],
    ['Alcaraz', 'Rublev'],
    ['Medvedev', 'Zverev'],
    ['Alcaraz', 'Medvedev'],
    ['Zverev', 'Rublev'],
  ],
  ranks: ['Alcaraz', 'Medvedev', 'Zverev', 'Rublev'],
}

/**
 * Sources: tuttosport.com, 2023-11-13 (12 Nov: Sinner d. Tsitsipas 6-4 6-4, Djokovic d. Rune 7-6
 * 6-7 6-3); pledgetimes.com, "Tsitsipas withdraws, in his place Hubert Hurkacz" (14 Nov: Tsitsipas
 * retired after three games against Rune and left; the alternate Hurkacz plays his last match,
 * against Djokovic); e2india.com (Sinner–Djokovic after Rune–Tsitsipas that day); timesofmalta.com,
 * 2023-11-16 (Sinner d. Djokovic 7-5 6-7 7-6; 16 Nov: Djokovic d. Hurkacz 7-6 4-6 6-1); srf.ch,
 * "Sinner rettet Djokovic" (then Sinner d. Rune 6-2 5-7 6-4: Sinner first, Djokovic second).
 */
export const GREEN_GROUP: AtpGroup = {
  name: 'Green group',
  players: ['Djokovic', 'Sinner', 'Rune', 'Tsitsipas'],
  matches: [
    ['Sinner', 'Tsitsipas'],
    ['Djokovic', 'Rune'],
    ['Rune', 'Tsitsipas'],
    ['Sinner', 'Djokovic'],
    ['Djokovic', 'Hurkacz'],
    ['Sinner', 'Rune'],
  ],
  replaced: { player: 'Tsitsipas', by: 'Hurkacz', afterMatches: 3 },
}
