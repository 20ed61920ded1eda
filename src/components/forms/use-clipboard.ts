import { useCallback, useState } from 'react'

/**
 * Copies text and says how it went, for a `role="status"` line next to the button: the
 * clipboard may be refused (no permission, an insecure page), and the person must then know to
 * copy by hand.
 */
export function useClipboard(): {
  status: string
  copy: (text: string, words: { copied: string; failed: string }) => Promise<void>
} {
  const [status, setStatus] = useState('')
  const copy = useCallback(async (text: string, words: { copied: string; failed: string }) => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus(words.copied)
    } catch {
      setStatus(words.failed)
    }
  }, [])
  return { status, copy }
}
