/**
 * Covers being burnt into a photo (./papers-picker.tsx), by the paper's id.
 * Burning takes seconds on a slow phone; a Send tapped meanwhile keeps the
 * paper (./keep.ts) with what this answers: the covered bytes once they are
 * made, never the uncovered copy the form still holds (docs/security.md,
 * "Papers"). Null: the picture could not be covered, so it is not kept.
 */
const pending = new Map<string, Promise<ArrayBuffer | null>>();

/** Notes a cover being burnt into paper `id`; the latest one counts. */
export function coverInProgress(id: string, covered: Promise<ArrayBuffer | null>): void {
  pending.set(id, covered);
  void covered.finally(() => {
    if (pending.get(id) === covered) pending.delete(id);
  });
}

/** The bytes to keep of `paper`: its cover's once made, or its own when none is being burnt. */
export async function bytesToKeep(paper: { id: string; bytes: ArrayBuffer }): Promise<ArrayBuffer | null> {
  return pending.has(paper.id) ? pending.get(paper.id)! : paper.bytes;
}
