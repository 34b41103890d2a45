import type { ChangeOp } from '@/collections/ContentChanges'

export type FeedRow = { id: number; tag: string; doc: number | null; op: ChangeOp }

/** How long an id missing from the feed is looked for again: a transaction that took it may commit later. */
export const GAP_MS = 120_000
/** A jump this large is a sequence moving on (PostgreSQL after a crash), not transactions in flight. */
const MAX_GAP = 1_000

/**
 * Where a process is in the change feed. Ids are taken when a row is inserted but become visible
 * when its transaction commits, so on PostgreSQL row 11 may be read before row 10: the missing ids
 * are kept as gaps and asked for again with every read, until they show up or `GAP_MS` passes (a
 * rolled-back transaction leaves its id unused for ever). On SQLite, with one writer at a time, ids
 * commit in order and no gap appears.
 */
export class FeedCursor {
  private after = 0
  private readonly gaps = new Map<number, number>()

  constructor(private readonly now: () => number = Date.now) {}

  startAfter(id: number): void {
    this.after = id
    this.gaps.clear()
  }

  /** What to read next: every id after `after`, and the gaps still open. */
  query(): { after: number; gaps: number[] } {
    const now = this.now()
    for (const [id, since] of this.gaps) if (now - since > GAP_MS) this.gaps.delete(id)
    return { after: this.after, gaps: [...this.gaps.keys()] }
  }

  /** Takes the rows of a read (in id order) and returns those not applied before, in order. */
  take(rows: readonly FeedRow[]): FeedRow[] {
    const fresh: FeedRow[] = []
    for (const row of rows) {
      if (row.id <= this.after) {
        if (this.gaps.delete(row.id)) fresh.push(row)
        continue
      }
      if (row.id - this.after - 1 <= MAX_GAP) for (let id = this.after + 1; id < row.id; id++) this.gaps.set(id, this.now())
      this.after = row.id
      fresh.push(row)
    }
    return fresh
  }
}
