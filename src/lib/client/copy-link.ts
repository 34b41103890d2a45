import { toasts } from './toasts'

/** Copies a link and says so; where the clipboard is refused, shows the link to copy by hand. */
export async function copyLink(url: string, text: { copied: string; copyThis: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(url)
    toasts.add({ title: text.copied, icon: 'success', color: 'success' })
  } catch {
    toasts.add({ title: text.copyThis, description: url, icon: 'info', color: 'info', timeout: 0 })
  }
}
