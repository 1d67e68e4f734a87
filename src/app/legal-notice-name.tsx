import { Trans } from '@lingui/react/macro'

/** The notice's anchor on the terms page, which every footer links to. */
export const LEGAL_NOTICE_ID = 'legal-notice'

/** The notice's name as each market knows it: the terms page's heading and the footer link. */
export function LegalNoticeName() {
  return (
    <Trans comment="Name of the operator’s legal notice: its heading on the terms page and the footer link to it. Use the name your market expects: de Impressum; fr Mentions légales; es Aviso legal; pt Informações legais (not “Aviso legal”, which reads as a disclaimer in Brazil)">
      Legal notice
    </Trans>
  )
}
