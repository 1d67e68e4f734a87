import { createFileRoute } from '@tanstack/react-router'
import { assertLangParam } from '../../i18n/route-locale'

export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => assertLangParam(params.lang),
})
