import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppErrorPage } from '../../src/app/app-error-page'
import { activateLocale } from '../../src/i18n/activate'
import { takeConsole } from './setup'

describe('application error page', () => {
  it.each([
    ['en', 'Unexpected Application Error!', '/en'],
    ['pt', 'Ocorreu um erro inesperado', '/'],
  ] as const)('shows the error heading and a way home (%s)', async (locale, heading, home) => {
    await activateLocale(locale)
    const error = new Error('boom')
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorPage error={error} />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
    expect(screen.getAllByRole('link').at(-1)).toHaveAttribute('href', home)
    expect(takeConsole('error')).toEqual([[error]])
  })
})
