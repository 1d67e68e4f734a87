import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react-swc'
import { defineConfig, loadEnv } from 'vite'
import { parseSiteEnv } from './src/config/site-schema.ts'

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, got ${JSON.stringify(process.env[name])}`)
  }
  return value
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // Stop at once, naming the variable, when a VITE_* setting is wrong.
  const siteEnv = parseSiteEnv(env)

  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react({ plugins: [['@lingui/swc-plugin', {}]] }),
      lingui(),
      tailwindcss(),
    ],
    // A constant, so a production build drops the pseudo-locale code entirely.
    define: {
      __PSEUDO_LOCALE__: JSON.stringify(env.VITE_PSEUDO_LOCALE === 'true'),
      // The validated settings, so the site does not ship a parser to read them again.
      __SITE_ENV__: JSON.stringify(siteEnv),
    },
    server: { port: port('PORT', 5180), strictPort: true },
    build: { target: 'es2022' },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
    },
  }
})
