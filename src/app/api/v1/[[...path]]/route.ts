import { answerApi, handleApi } from '@/server/api'
import { publishApi } from '@/server/api/lane'

/** The public REST API v1: one thin entry; routing, parsing and errors live in server/api. */
type Ctx = { params: Promise<{ path?: string[] }> }

const handler = async (req: Request, { params }: Ctx) => handleApi(req, (await params).path ?? [])

// The production server answers later API reads with the same function, outside Next's pipeline.
publishApi(answerApi)

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD }
