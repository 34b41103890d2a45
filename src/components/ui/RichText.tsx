import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

export function RichText({ value, className }: { value: unknown; className?: string }) {
  if (!value || typeof value !== 'object' || !('root' in value)) return null
  return <LexicalRichText data={value as SerializedEditorState} className={`prose-rich ${className ?? ''}`} />
}
