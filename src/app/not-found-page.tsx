import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLangParams } from '../i18n/use-locale'
import { buttonClass } from '../components/button'
import { CURRENT_ON_THE_PAGE } from '../lib/link-current'

/** The spec's 404 page: "404", "Oops! Page not found" and "Return to Home". */
export function NotFoundPage() {
  const params = useLangParams()
  // The path that was resolved as missing (not one being navigated to from here).
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="font-serif text-8xl leading-none font-bold tracking-tight text-brand-700 sm:text-9xl">
        <Trans comment="The HTTP status code shown large on the 404 page; keep the digits">404</Trans>
      </p>
      <h1 className="mt-6 font-serif text-3xl font-bold text-ink sm:text-4xl">
        <Trans comment="Heading of the 404 page">Oops! Page not found</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-balance text-muted">
        <Trans comment="Under the 404 heading">The page you were looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/{-$lang}" params={params} activeOptions={CURRENT_ON_THE_PAGE} className={`mt-10 ${buttonClass}`}>
        <Trans comment="Link on the 404 and error pages back to the home page">Return to Home</Trans>
      </Link>
    </div>
  )
}
