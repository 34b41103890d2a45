'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense } from 'react'
import { appStore } from '@/lib/client/app-state'
import { useAppState } from '@/lib/client/hooks'
import { Modal } from './Modal'

// The map's code (the keyed provider's loader, or Leaflet and its stylesheet) loads only when the modal first opens.
const SiteMap = lazy(() => import('./SiteMap'))

function MapLoading() {
  const t = useTranslations('shell')
  return <p className="grid h-full place-items-center text-sm text-gray-600">{t('mapLoading')}</p>
}

/** SPEC §2: open while a global location is set; closing clears it. */
export function MapModal() {
  const t = useTranslations('shell')
  const location = useAppState((s) => s.location)
  return (
    <Modal
      open={location !== null}
      onClose={() => appStore.clearLocation()}
      label={t('mapTitle')}
      closeLabel={t('close')}
      className="m-auto h-[90vh] max-h-[90vh] w-[90vw] max-w-[90vw] overflow-hidden rounded-card"
    >
      {location && (
        <Suspense fallback={<MapLoading />}>
          <SiteMap markers={[{ lat: location.lat, lng: location.lng, label: t('mapMarker') }]} loading={<MapLoading />} />
        </Suspense>
      )}
    </Modal>
  )
}
