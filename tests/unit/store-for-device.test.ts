import { describe, expect, it } from 'vitest'
import { storeForDevice } from '../../src/lib/store-for-device'

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

describe('storeForDevice', () => {
  it('sends iPhones and iPads to the App Store, an iPad in desktop mode too (a Mac with a touch screen)', () => {
    expect(storeForDevice(UA.iphone, 5)).toBe('appStore')
    expect(storeForDevice(UA.ipadDesktopMode, 5)).toBe('appStore')
  })
  it('sends Android phones and tablets to Google Play', () => {
    expect(storeForDevice(UA.pixel, 5)).toBe('googlePlay')
    expect(storeForDevice(UA.androidTablet, 10)).toBe('googlePlay')
  })
  it('leaves desktops, a Mac without touch included, on the page with both buttons and the QR code', () => {
    expect(storeForDevice(UA.ipadDesktopMode, 0)).toBeNull()
    expect(storeForDevice(UA.ipadDesktopMode, 1)).toBeNull()
    expect(storeForDevice(UA.windows, 0)).toBeNull()
    expect(storeForDevice(UA.windows, 10)).toBeNull()
    expect(storeForDevice(UA.linux)).toBeNull()
  })
})
