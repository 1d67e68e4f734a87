import { createFileRoute } from '@tanstack/react-router'
import { assertLangParam } from '../../app/route-locale'

export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => assertLangParam(params.lang),
})
