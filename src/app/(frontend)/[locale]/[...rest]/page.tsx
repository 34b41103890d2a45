import { notFound } from 'next/navigation'

/** Any path that no route matches: 404 with the unmatched-route message of its own not-found view. */
export default function CatchAll() {
  notFound()
}
