import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Checkbox, RadioGroup } from './choices'
import { CodeField } from './CodeField'
import { PickField, SelectField, TextField } from './fields'
import { useClipboard } from './use-clipboard'

describe('form fields', () => {
  it('name their control, and describe it with the hint until there is a problem', () => {
    const { rerender } = render(<TextField label="API address" hint="Where the API is" problem={null} />)
    const box = screen.getByRole('textbox', { name: 'API address' })
    expect(box).toHaveAccessibleDescription('Where the API is')
    expect(box).not.toBeInvalid()
    rerender(<TextField label="API address" hint="Where the API is" problem="Not an address" />)
    expect(box).toHaveAccessibleDescription('Not an address')
    expect(box).toBeInvalid()
    expect(screen.queryByText('Where the API is')).toBeNull()
  })

  it('label a select, with its hint', () => {
    render(
      <SelectField label="Text size" hint="For big halls" defaultValue="1">
        <option value="1">100 %</option>
      </SelectField>,
    )
    expect(screen.getByRole('combobox', { name: 'Text size' })).toHaveAccessibleDescription('For big halls')
  })

  it('pick a thing by idx, or none, and wait while there is nothing to pick', async () => {
    const picked: (string | undefined)[] = []
    const options = [
      { idx: 'd1', label: 'Men open' },
      { idx: 'd2', label: 'Women open (hidden)' },
    ]
    const { rerender } = render(
      <PickField
        label="Division"
        value={undefined}
        none="Any"
        options={options}
        onPick={(idx) => picked.push(idx)}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Division' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any',
      'Men open',
      'Women open (hidden)',
    ])
    await userEvent.selectOptions(select, 'Women open (hidden)')
    rerender(
      <PickField
        label="Division"
        value="d2"
        none="Any"
        options={options}
        onPick={(idx) => picked.push(idx)}
      />,
    )
    await userEvent.selectOptions(select, 'Any')
    expect(picked).toEqual(['d2', undefined])
    rerender(<PickField label="Division" value={undefined} none="Any" options={[]} onPick={() => {}} />)
    expect(select).toBeDisabled()
  })
})

describe('choices', () => {
  function Theme() {
    const [theme, setTheme] = useState<'dark' | 'light'>('dark')
    return (
      <RadioGroup
        legend="Theme"
        options={['dark', 'light'] as const}
        labelOf={(value) => (value === 'dark' ? 'Dark' : 'Light')}
        value={theme}
        onChange={setTheme}
      />
    )
  }

  it('offer one of a few in a named group, the arrow keys moving between them', async () => {
    const user = userEvent.setup()
    render(<Theme />)
    expect(screen.getByRole('group', { name: 'Theme' })).toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked()
  })

  it('say yes or no with a labelled checkbox', async () => {
    const user = userEvent.setup()
    const seen: boolean[] = []
    render(
      <Checkbox checked={false} onChange={(on) => seen.push(on)}>
        Show a QR code
      </Checkbox>,
    )
    await user.click(screen.getByText('Show a QR code'))
    expect(seen).toEqual([true])
  })
})

describe('code to copy', () => {
  function Copy({ text }: { text: string }) {
    const { status, copy } = useClipboard()
    return (
      <>
        <CodeField label="The iframe" value={text} />
        <button type="button" onClick={() => void copy(text, { copied: 'Copied.', failed: 'Copy by hand.' })}>
          Copy
        </button>
        <p role="status">{status}</p>
      </>
    )
  }

  it('shows the code as it will be pasted, and copies it whole', async () => {
    const user = userEvent.setup()
    render(<Copy text={'<iframe\n  src="x"\n></iframe>'} />)
    const code = screen.getByRole('textbox', { name: 'The iframe' })
    expect(code).toHaveAttribute('readonly')
    expect(code).toHaveAttribute('rows', '3')
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe('<iframe\n  src="x"\n></iframe>')
    expect(screen.getByRole('status')).toHaveTextContent('Copied.')
  })
})
