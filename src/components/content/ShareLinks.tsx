'use client'

import { useTranslations } from 'next-intl'
import { WhatsAppIcon } from '@/components/shell/icons'
import { useBrowserValue } from '@/lib/client/browser-location'
import { copyLink } from '@/lib/client/copy-link'
import { shareTargets, shareUrl, type ShareTarget } from '@/lib/share'

type IconProps = { size?: number }
const Line = ({ size = 18, children }: IconProps & { children: React.ReactNode }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
    {children}
  </svg>
)

const icons: Record<ShareTarget | 'copy', React.ReactNode> = {
  whatsapp: <WhatsAppIcon size={18} />,
  x: (
    <Line>
      <path d="M4 4l16 16M20 4L4 20" />
    </Line>
  ),
  facebook: (
    <Line>
      <path d="M15 3h-2.5A3.5 3.5 0 009 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 011-1H15z" />
    </Line>
  ),
  linkedin: (
    <Line>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 3V17" />
    </Line>
  ),
  email: (
    <Line>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </Line>
  ),
  copy: (
    <Line>
      <path d="M10 14a4 4 0 005.7 0l3.1-3.1a4 4 0 00-5.7-5.7L11.6 6.7M14 10a4 4 0 00-5.7 0l-3.1 3.1a4 4 0 005.7 5.7l1.5-1.5" />
    </Line>
  ),
}

const origin = () => location.origin
const button = 'grid size-10 place-items-center rounded-full border border-gray-300 bg-white text-gray-700 transition hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand'

/**
 * Links that share an article's canonical address (its path under the site's address; in a browser
 * without a configured site address, the page's own origin), and a button that copies it.
 */
export function ShareLinks({ path, title, siteUrl }: { path: string; title: string; siteUrl?: string }) {
  const t = useTranslations('articles')
  const url = `${useBrowserValue(origin, siteUrl ?? '') || siteUrl || ''}${path}`
  const copy = () => copyLink(url, { copied: t('copied'), copyThis: t('copyFailed') })
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="share-links">
      <h2 className="text-sm font-semibold text-gray-900">{t('share')}</h2>
      <ul className="flex flex-wrap gap-2">
        {shareTargets.map((target) => (
          <li key={target}>
            <a
              href={shareUrl(target, url, title)}
              target={target === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              aria-label={t('shareOn', { network: t(`network.${target}`) })}
              title={t(`network.${target}`)}
              data-share={target}
              className={button}
            >
              {icons[target]}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy} aria-label={t('copyLink')} title={t('copyLink')} data-share="copy" className={button}>
            {icons.copy}
          </button>
        </li>
      </ul>
    </div>
  )
}
