import { createRootRoute } from '@tanstack/react-router'
import { AppErrorPage } from '../app/app-error-page'
import { RootLayout } from '../app/root-layout'
import { ensureLocationLocale } from '../i18n/route-locale'
import { NotFoundPage } from '../app/not-found-page'
import { rootHead } from '../i18n/page-head'

export const Route = createRootRoute({
  beforeLoad: ({ location, preload }) => ensureLocationLocale(location, preload),
  head: rootHead,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppErrorPage,
})
