import { buildInfo } from '@/server/build-info'

export const dynamic = 'force-dynamic'

/** The id of the build being served: the browser's hourly version check reads it (SPEC §4). */
export async function GET() {
  const { buildId, version } = await buildInfo()
  return Response.json({ buildId, version }, { headers: { 'Cache-Control': 'no-store' } })
}
