import type { Graph, Thing, WithContext } from 'schema-dts'
import { jsonLdText } from '@/lib/seo/jsonld'

/** A block of structured data in the page (nothing for none: a closed job posting drops its own). */
export function JsonLd({ data }: { data: Thing | Graph | WithContext<Thing> | null | undefined }) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
