import { notFound } from 'next/navigation'

/** Any path that no route matches: the 404 page. */
export default function CatchAll() {
  notFound()
}
