import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

// Each test gets the module afresh: whether a page has been shown is the module's own state.
async function freshFirstPageInSlices() {
  vi.resetModules()
  return (await import('./FirstPageInSlices')).FirstPageInSlices
}

describe('FirstPageInSlices', () => {
  it('shows the fallback first, then the page, on the first page of a visit', async () => {
    const FirstPageInSlices = await freshFirstPageInSlices()
    render(
      <FirstPageInSlices fallback={<p>Loading…</p>}>
        <h1>Tournaments</h1>
      </FirstPageInSlices>,
    )
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Tournaments' })).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Tournaments' })).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('shows later pages at once, with no fallback in between', async () => {
    const FirstPageInSlices = await freshFirstPageInSlices()
    const first = render(
      <FirstPageInSlices fallback={<p>Loading…</p>}>
        <h1>Tournaments</h1>
      </FirstPageInSlices>,
    )
    await screen.findByRole('heading', { name: 'Tournaments' })
    first.unmount()
    render(
      <FirstPageInSlices fallback={<p>Loading…</p>}>
        <h1>Roland Garros 2023</h1>
      </FirstPageInSlices>,
    )
    expect(screen.getByRole('heading', { name: 'Roland Garros 2023' })).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).toBeNull()
  })
})
