'use client'

import { appStore } from '@/lib/client/app-state'

/** Opens the site's map modal on a location (SPEC §2): for property, project and branch pages. */
export function MapButton({ lat, lng, className, children }: { lat: number; lng: number; className?: string; children: React.ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => appStore.showLocation({ lat, lng })} data-testid="map-button">
      {children}
    </button>
  )
}
