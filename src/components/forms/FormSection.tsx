import { useId, type ReactNode } from 'react'

/** A titled part of a setup form: what it shows, how it looks, the link or the code. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
