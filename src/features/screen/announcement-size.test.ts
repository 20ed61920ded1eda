import { describe, expect, it } from 'vitest'
import { announcementTitleEm } from './announcement-size'

/** A 1920x1080 screen's main area, in em (about 72 by 38). */
const TV = { widthEm: 72, heightEm: 38 }

describe('the size of an announcement', () => {
  it('draws a short notice as large as the screen allows', () => {
    expect(announcementTitleEm('Prize giving', 'Centre court, 19:00', TV)).toBe(8)
  })

  it('draws the longest notice a link holds smaller, but still readable across a hall', () => {
    const title = 'Final day schedule change: all semi-finals move to Pista Ce'
    const text =
      'Because of the rain forecast for the afternoon, the semi-finals start at 10:00 instead of 12:00. Players, please check in at the desk before 09:30 today.'
    const size = announcementTitleEm(title, text, TV)
    expect(size).toBeLessThan(5)
    // The text, at half the title, is still larger than the screen's ordinary text.
    expect(size / 2).toBeGreaterThanOrEqual(1.2)
  })

  it('grows as the text shortens', () => {
    const long = announcementTitleEm(
      'Lost and found',
      'A blue racket bag was left on Pista 3. '.repeat(3),
      TV,
    )
    const short = announcementTitleEm('Lost and found', 'A blue racket bag, on Pista 3.', TV)
    expect(short).toBeGreaterThan(long)
  })
})
