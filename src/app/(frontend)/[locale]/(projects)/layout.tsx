import type React from 'react'
import { UnhandledErrors } from '@/components/shell/UnhandledErrors'

/** The projects layout: development projects with their own filters. */
export default function ProjectsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="projects" className="bg-surface pb-8">
      {children}
      <UnhandledErrors />
    </div>
  )
}
