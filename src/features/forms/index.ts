/** The controls of every staff form (connect, screen setup, embed builder): one look, one behaviour. */
export { PRIMARY_BUTTON, SECONDARY_BUTTON, SMALL_BUTTON } from './buttons'
export { Checkbox, RadioGroup, type RadioGroupProps } from './choices'
export { CodeField } from './CodeField'
export { CONTROL, PickField, SelectField, TextField, type PickOption, type TextFieldProps } from './fields'
export { FormSection } from './FormSection'
export { TournamentPicker, type TournamentPickerProps } from './TournamentPicker'
export { tournamentPickerPage } from './tournament-picker-queries'
export { useClipboard } from './use-clipboard'
