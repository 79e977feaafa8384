// Workshops' reads as shoppers get them, kept by id until the catalogue's change feed says they
// changed (docs/decisions/0049), so a list or a workshop page costs the database nothing for a
// workshop kept. The feed tells what changed; this keeps what was read and lets it go when told.

/**
 * At most `capacity` reads, the oldest kept making room. A read begun before a look at the feed that
 * let its workshop go may hold what the workshop was before, so it is not kept.
 */
export function keptWorkshops<Read>(capacity: number) {
  const kept = new Map<number, Read>();
  /** Looks at the feed that let workshops go, counted; by workshop, the last that let it go. */
  let looks = 0;
  const forgottenAt = new Map<number, number>();
  let clearedAt = 0;
  return {
    /** Taken when a read begins, and given back with what it read. */
    get looks() {
      return looks;
    },
    get: (id: number) => kept.get(id),
    /** Keeps what a read begun at look `readAt` found, unless its workshop was let go since. */
    keep(id: number, read: Read, readAt: number) {
      if (Math.max(forgottenAt.get(id) ?? 0, clearedAt) > readAt) return;
      if (kept.size >= capacity && !kept.has(id)) kept.delete(kept.keys().next().value!);
      kept.set(id, read);
    },
    /** The feed's latest look: these workshops changed. */
    forget(ids: number[]) {
      if (ids.length === 0) return;
      looks += 1;
      for (const id of ids) {
        kept.delete(id);
        forgottenAt.set(id, looks);
      }
    },
    /** Lets every workshop go, when what changed can no longer be told. */
    clear() {
      looks += 1;
      clearedAt = looks;
      kept.clear();
      forgottenAt.clear();
    },
  };
}
