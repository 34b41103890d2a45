import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { resolveSecret } from '@/env'
import { checkPreview, localeOfPath } from '@/lib/preview'

/** Why a link is refused, in the language of the page it was for. */
const REFUSED = {
  expired: { ar: 'انتهت صلاحية رابط المعاينة: افتح المعاينة من جديد من لوحة التحكم.', en: 'This preview link has expired: open the preview again from the admin.' },
  invalid: { ar: 'رابط المعاينة غير صالح.', en: 'This preview link is not valid.' },
} as const

/**
 * Opens a page in preview (an editor's signed link from the admin: src/lib/preview.ts) or, with
 * `exit`, leaves it. The draft mode it turns on is this browser's alone, for its session.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const mode = await draftMode()
  if (query.has('exit')) {
    mode.disable()
    const path = query.get('path') ?? '/'
    redirect(path.startsWith('/') && !path.startsWith('//') ? path : '/')
  }
  const check = checkPreview(query, resolveSecret(), Date.now())
  if (!check.ok) {
    const text = REFUSED[check.reason][localeOfPath(query.get('path') ?? '')]
    return new Response(text, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex, nofollow' } })
  }
  mode.enable()
  redirect(check.path)
}
