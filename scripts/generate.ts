/** Regenerates what Payload derives from the config: the admin import map and the TypeScript types. */
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'
import configPromise from '../src/payload.config'

const config = await configPromise
await generateImportMap(config, { log: true, force: true })
await generateTypes(config)
process.exit(0)
