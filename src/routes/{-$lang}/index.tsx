import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { homeDescription, homeTitle } from '../../features/home/home-head'
import { HomePage } from '../../features/home/home-page'

// The page's JSON-LD is not a head tag here: the build writes it into the HTML (src/entry-server.tsx).
export const Route = createFileRoute('/{-$lang}/')({
  head: pageHead(homeTitle, homeDescription),
  component: HomePage,
})
