import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { localizePath } from '../i18n/locale-path'
import { useLocale } from '../i18n/use-locale'
import { buttonClass } from '../components/button'

/** The root error boundary: shown instead of the whole layout, so it is self-contained. */
export function AppErrorPage({ error }: { error: unknown }) {
  const locale = useLocale()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">
        <Trans comment="Heading shown when the page crashed">Unexpected Application Error!</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-balance text-muted">
        <Trans comment="Under the error heading">Something went wrong on our side. Please try again from the home page.</Trans>
      </p>
      {/* A full load, so the visitor starts again from a clean state. */}
      <a href={localizePath('/', locale)} className={`mt-10 ${buttonClass}`}>
        <Trans comment="Link on the 404 and error pages back to the home page">Return to Home</Trans>
      </a>
    </main>
  )
}
