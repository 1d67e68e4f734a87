import { createRootRoute } from '@tanstack/react-router'
import { AppErrorPage } from '../app/app-error-page'
import { NotFoundPage } from '../app/not-found-page'
import { rootHead } from '../app/page-head'
import { RootLayout } from '../app/root-layout'
import { ensureLocationLocale } from '../app/route-locale'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => ensureLocationLocale(location),
  head: rootHead,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppErrorPage,
})
