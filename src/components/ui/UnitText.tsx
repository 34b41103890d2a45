import type { AreaUnit, UnitTexts } from '@/lib/area'

/**
 * A text that names a unit of area (an area, a label "per m²"), rendered in `unit` and carrying its
 * rendering in the other one, so the browser shows the visitor's unit (src/lib/client/area-choice.ts).
 * `<bdi>` by default: an area is a number kept left-to-right inside Arabic text.
 */
export function UnitText({ texts, unit, as: Tag = 'bdi', className, testId }: { texts: UnitTexts; unit: AreaUnit; as?: 'bdi' | 'span'; className?: string; testId?: string }) {
  return (
    <Tag className={className} data-unit-m2={texts.m2} data-unit-sqft={texts.sqft} data-testid={testId}>
      {texts[unit]}
    </Tag>
  )
}
