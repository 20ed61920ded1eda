import { enumLabel } from '../../domain/labels'
import { useMessages } from '../../i18n/locale'
import { enumWords } from './messages'

type EnumKind = keyof (typeof enumWords)['en']

/** `words('status', 'IN_PROGRESS')` → "In progress", in the active language. */
export function useEnumWords(): (kind: EnumKind, value: string) => string {
  const words = useMessages(enumWords)
  return (kind, value) => enumLabel(value, words[kind])
}
