import type React from 'react'
import { UnhandledErrors } from '@/components/shell/UnhandledErrors'

/** The properties layout: listing pages with a wide grid. */
export default function PropertiesLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="properties" className="bg-surface pb-8">
      {children}
      <UnhandledErrors />
    </div>
  )
}
