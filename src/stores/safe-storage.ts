import type { PersistStorage, StorageValue } from 'zustand/middleware'

/**
 * A persist storage that never throws. Browsers may refuse storage (privacy modes,
 * quota, disabled cookies) or hold anything under our key; the site must keep working
 * in memory for the visit in every case.
 */
export function createSafeJsonStorage<S>(getStorage: () => Storage): PersistStorage<S> {
  const storage = (): Storage | null => {
    try {
      return getStorage()
    } catch {
      return null
    }
  }
  return {
    getItem(name): StorageValue<S> | null {
      try {
        const raw = storage()?.getItem(name)
        if (raw == null) return null
        const parsed: unknown = JSON.parse(raw)
        if (typeof parsed !== 'object' || parsed === null || !('state' in parsed)) return null
        return parsed as StorageValue<S>
      } catch {
        return null
      }
    },
    setItem(name, value) {
      try {
        storage()?.setItem(name, JSON.stringify(value))
      } catch {
        // Storage is full or refused: the choice stays in memory for this visit.
      }
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name)
      } catch {
        // Nothing to do: see setItem.
      }
    },
  }
}
