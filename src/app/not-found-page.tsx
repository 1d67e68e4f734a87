import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLangParams } from '../i18n/use-locale'
import { buttonClass } from '../components/button'

/** The spec's 404 page: "404", "Oops! Page not found" and "Return to Home". */
export function NotFoundPage() {
  const params = useLangParams()
  // The path that was resolved as missing (not one being navigated to from here).
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-800">
        <Trans comment="The HTTP status code shown large on the 404 page; keep the digits">404</Trans>
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <Trans comment="Heading of the 404 page">Oops! Page not found</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans comment="Under the 404 heading">The page you were looking for does not exist or has moved.</Trans>
      </p>
      <Link
        to="/{-$lang}"
        params={params}
        className={`mt-8 ${buttonClass}`}
      >
        <Trans comment="Link on the 404 and error pages back to the home page">Return to Home</Trans>
      </Link>
    </div>
  )
}
