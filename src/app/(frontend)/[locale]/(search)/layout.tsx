import type React from 'react'
import { UnhandledErrors } from '@/components/shell/UnhandledErrors'

/** The search layout: the full property search with filters beside the results. */
export default function SearchLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="search" className="bg-surface pb-8">
      {children}
      <UnhandledErrors />
    </div>
  )
}
