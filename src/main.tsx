import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { loadRuntimeConfig } from './config/runtime-config'
import './styles.css'

async function bootstrap() {
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`)
  const context = { queryClient: createQueryClient(), config }
  const router = createAppRouter(context)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App router={router} context={context} />
    </StrictMode>,
  )
}

void bootstrap()
