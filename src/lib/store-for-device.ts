/** Which store serves this device: `appStore` on iPhone, iPad and iPod, `googlePlay` on Android, else none. */
export function storeForDevice(userAgent: string, maxTouchPoints = 0): 'appStore' | 'googlePlay' | null {
  if (/android/i.test(userAgent)) return 'googlePlay'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'appStore'
  // iPadOS presents itself as a Mac; only the touch screen tells them apart.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'appStore'
  return null
}
