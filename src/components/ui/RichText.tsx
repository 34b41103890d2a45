import { RichText as LexicalRichText, type JSXConverters } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { asMedia, MediaImage } from './MediaImage'

/** Pictures in rich text come in the sizes the CMS generated, lazily, with their caption (alt) below. */
const upload: JSXConverters['upload'] = ({ node }) => {
  const media = asMedia(node.value)
  if (!media?.mimeType?.startsWith('image/')) return null
  return (
    <figure className="my-6">
      <MediaImage media={media} sizes="(min-width: 768px) 768px, 100vw" className="w-full rounded-card object-cover" />
      {media.alt && <figcaption className="mt-2 text-sm text-gray-600">{media.alt}</figcaption>}
    </figure>
  )
}

/** A list item numbers itself (`value`) only in a numbered list: HTML allows the attribute on `<ol>` items alone. */
type ListItemConverter = Extract<NonNullable<JSXConverters['listitem']>, (...args: never[]) => unknown>
const listitem: ListItemConverter = ({ node, nodesToJSX, parent }) => {
  const nested = node.children.some((child) => child.type === 'list')
  const numbered = (parent as { listType?: string }).listType === 'number'
  return (
    <li value={numbered ? node.value : undefined} className={nested ? 'nestedListItem' : undefined} style={nested ? { listStyleType: 'none' } : undefined}>
      {nodesToJSX({ nodes: node.children })}
    </li>
  )
}

export function RichText({ value, className, converters }: { value: unknown; className?: string; converters?: JSXConverters }) {
  if (!value || typeof value !== 'object' || !('root' in value)) return null
  return (
    <LexicalRichText
      data={value as SerializedEditorState}
      converters={({ defaultConverters }) => ({
        ...defaultConverters,
        upload,
        // Checklists keep the default rendering (checkbox items); every other list gets valid items.
        listitem: (args) => {
          const fallback = defaultConverters.listitem
          return (args.parent as { listType?: string }).listType === 'check' && typeof fallback === 'function' ? fallback(args) : listitem(args)
        },
        ...converters,
      })}
      className={`prose-rich ${className ?? ''}`}
    />
  )
}
