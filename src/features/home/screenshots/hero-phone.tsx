import { deferred } from '../../../components/deferred'

/**
 * The hero's picture: the app's meditation player (hero-art.tsx). It is decoration on the first
 * screen with nothing to press, so its code costs the first view nothing: the prerendered HTML
 * shows it, and React takes it over only when the page changes language.
 * It fills the width its container gives it, from about 300 px on phones up to 420 px.
 */
export const HeroPhone = deferred('hero-art', () => import('./hero-art').then((m) => m.HeroArt), { load: 'static' })
