'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo } from 'react'
import { AlertIcon, CloseIcon } from '@/components/shell/icons'
import { PHOTO_ACCEPT, PHOTO_MAX_COUNT } from '@/lib/schemas/image'
import { describedBy, Errors, Hint, Label, type Form } from './fields'

function Thumb({ file, alt }: { file: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  // eslint-disable-next-line @next/next/no-img-element -- a local preview of the visitor's own file
  return <img src={url} alt={alt} className="size-full object-cover" />
}

/** Up to six photos: added in one or more picks, each shown with a button that removes it. */
export function PhotoField({ form, name, label, hint }: { form: Form; name: string; label: string; hint: string }) {
  const t = useTranslations('forms')
  const f = form.field(name)
  const value = form.values[name]
  const files = Array.isArray(value) ? value : []
  const errors = [...form.errorsAt(name, name), ...files.flatMap((_, i) => form.errorsAt(`${name}.${i}`, name).map((m) => t('photoError', { n: i + 1, message: m })))]
  const shown = { ...f, errors }
  const add = (picked: FileList | null) => {
    if (picked?.length) form.set(name, [...files, ...Array.from(picked)], { touch: true })
  }
  const remove = (index: number) => form.set(name, files.filter((_, i) => i !== index), { touch: true })
  return (
    <div data-field={name}>
      <Label htmlFor={f.id}>{label}</Label>
      {files.length > 0 && (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="photo-list">
          {files.map((file, i) => {
            const bad = form.errorsAt(`${name}.${i}`, name).length > 0
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className={`relative aspect-square overflow-hidden rounded-lg border-2 bg-surface ${bad ? 'border-red-600' : 'border-transparent'}`}>
                {bad ? (
                  // A file that is not a photo has no preview: its name says which one it is.
                  <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-red-800">
                    <AlertIcon />
                    <span className="line-clamp-2 break-all" dir="auto">
                      {file.name}
                    </span>
                  </span>
                ) : (
                  <Thumb file={file} alt={t('photoN', { n: i + 1 })} />
                )}
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t('removePhoto', { n: i + 1 })}
                  title={t('removePhoto', { n: i + 1 })}
                  className="absolute end-1 top-1 grid size-8 place-items-center rounded-full bg-white/90 text-gray-800 shadow hover:bg-white"
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="relative flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white p-3 has-[[aria-invalid=true]]:border-red-600">
        <input
          id={f.id}
          name={name}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(shown, hint)}
          disabled={files.length >= PHOTO_MAX_COUNT}
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ''
          }}
          className="peer sr-only scroll-mt-24"
        />
        <label
          htmlFor={f.id}
          className="cursor-pointer rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand/40 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          {t('addPhotos')}
        </label>
        <span className="text-sm text-gray-700" data-testid="photo-count">
          {t('photoCount', { n: files.length, max: PHOTO_MAX_COUNT })}
        </span>
      </div>
      <Hint id={f.hintId} text={hint} />
      <Errors id={f.errorId} errors={errors} />
    </div>
  )
}
