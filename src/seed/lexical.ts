/**
 * Builds Lexical editor state (the JSON Payload's rich-text fields store) from a short description:
 * paragraphs, headings, bullet or numbered lists and quotes, with plain or bold text; pictures from
 * the media library and embedded listings (a property or project card inside the text).
 */
export type Dir = 'rtl' | 'ltr'

export type RichBlock =
  | string
  | { h: string; tag?: 'h2' | 'h3' | 'h4' }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string }
  | { image: number }
  | { embed: 'properties' | 'projects'; id: number }

type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type ElementBase = { children: Array<TextNode | ElementNode>; direction: Dir; format: ''; indent: 0; version: 1 }
type ElementNode = ElementBase & { type: string; [k: string]: unknown }
/** A picture or an embedded record: a node that holds a reference, not text. */
type DecoratorNode = { type: 'upload' | 'relationship'; relationTo: string; value: number; format: ''; version: number; fields?: null }

export type RichText = {
  root: { type: string; children: Array<ElementNode | DecoratorNode>; direction: Dir; format: ''; indent: number; version: number }
  [k: string]: unknown
}

/** `**bold**` spans become bold text nodes (format 1). */
function textNodes(text: string): TextNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*)/g).filter(Boolean)
  return parts.map((part) => {
    const bold = part.startsWith('**') && part.endsWith('**')
    return { type: 'text', text: bold ? part.slice(2, -2) : part, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '', version: 1 }
  })
}

const element = (type: string, dir: Dir, children: ElementBase['children'], extra: Record<string, unknown> = {}): ElementNode => ({
  type,
  children,
  direction: dir,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

function list(items: string[], dir: Dir, ordered: boolean): ElementNode {
  return element(
    'list',
    dir,
    items.map((item, i) => element('listitem', dir, textNodes(item), { value: i + 1 })),
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )
}

export function richText(blocks: RichBlock[], dir: Dir): RichText {
  const children = blocks.map((block): ElementNode | DecoratorNode => {
    if (typeof block === 'string') return element('paragraph', dir, textNodes(block), { textFormat: 0, textStyle: '' })
    if ('h' in block) return element('heading', dir, textNodes(block.h), { tag: block.tag ?? 'h2' })
    if ('ul' in block) return list(block.ul, dir, false)
    if ('ol' in block) return list(block.ol, dir, true)
    if ('image' in block) return { type: 'upload', relationTo: 'media', value: block.image, fields: null, format: '', version: 3 }
    if ('embed' in block) return { type: 'relationship', relationTo: block.embed, value: block.id, format: '', version: 2 }
    return element('quote', dir, textNodes(block.quote))
  })
  return { root: { type: 'root', children, direction: dir, format: '', indent: 0, version: 1 } }
}

export const richAr = (blocks: RichBlock[]) => richText(blocks, 'rtl')
export const richEn = (blocks: RichBlock[]) => richText(blocks, 'ltr')
