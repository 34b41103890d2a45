import type React from 'react'
import { PreviewBar } from '@/components/shell/PreviewBar'
import { UnhandledErrors } from '@/components/shell/UnhandledErrors'

/** The default layout: content pages in a centred column. */
export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="default">
      <PreviewBar />
      {children}
      <UnhandledErrors />
    </div>
  )
}
