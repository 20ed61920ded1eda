import { NotFoundPage } from './NotFoundPage'
import { StaffChrome } from './StaffLayout'

/** An address that matches no page: the not-found page in the staff app's chrome (lazily loaded by `__root.tsx`). */
export default function RootNotFound() {
  return (
    <StaffChrome>
      <NotFoundPage />
    </StaffChrome>
  )
}
