// The legal facts every release test decides alike (src/config/release-checks.ts): where the
// operator is established, the § 36 VSBG statement, the EU representative and how to reach it (BR
// is outside the EEA), the policies' dates, how long the access logs are kept, and the UK and Swiss representatives. Each test file adds the claims it is about.
export const LEGAL_FACTS_DECIDED = {
  VITE_OPERATOR_COUNTRY: 'BR',
  VITE_CONSUMER_ARBITRATION: 'no',
  VITE_EU_REPRESENTATIVE: 'EU-Rep Selah GmbH, Hauptstraße 5, 10115 Berlin',
  VITE_EU_REPRESENTATIVE_EMAIL: 'selah@eu-rep.de',
  VITE_EU_REPRESENTATIVE_PHONE: '+49 30 1234567',
  VITE_PRIVACY_UPDATED: '2027-01-15',
  VITE_TERMS_UPDATED: '2027-01-15',
  VITE_LOG_RETENTION_DAYS: '184',
  VITE_UK_REPRESENTATIVE: 'UK-Rep Selah Ltd, 1 King Street, London EC2V 8AU, selah@ukrep.co.uk',
  VITE_SWISS_REPRESENTATIVE: 'none',
}
