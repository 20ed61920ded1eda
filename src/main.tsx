import './app/zod-without-eval'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createApp } from './app/create-app'
import { takeTokenFromFragment } from './auth/token-fragment'
import { loadRuntimeConfig } from './config/runtime-config'
import './styles.css'

async function bootstrap() {
  // First of all: a token in the address's fragment leaves the address bar and history.
  const handedOver = takeTokenFromFragment(window.location, window.history)
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`)
  const { router, context } = createApp(config, { handedOver })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App router={router} context={context} />
    </StrictMode>,
  )
}

void bootstrap()
