// Batch material queries: materials listed without their files, a file found only for a learner
// holding an active seat in its batch (or an admin), and the materials still kept in their rows.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchMaterials, enrolments } from './learning.tables';

export type MaterialValues = Pick<
  typeof batchMaterials.$inferInsert,
  'batchId' | 'title' | 'fileName' | 'contentType' | 'size' | 'storageKey' | 'uploadedBy'
>;

/** Everything of a material but its bytes. */
const summary = {
  id: batchMaterials.id,
  batchId: batchMaterials.batchId,
  title: batchMaterials.title,
  fileName: batchMaterials.fileName,
  contentType: batchMaterials.contentType,
  size: batchMaterials.size,
  storageKey: batchMaterials.storageKey,
  createdAt: batchMaterials.createdAt,
};

export type MaterialSummary = {
  [Key in keyof typeof summary]: (typeof batchMaterials.$inferSelect)[Key];
};

/** Where a material's file is: the storage's key, or, for one not moved there yet, its bytes. */
export interface MaterialFile {
  fileName: string;
  contentType: string;
  storageKey: string | null;
  content: Buffer | null;
}

export function materialRepository(db: Database) {
  return {
    async insert(values: MaterialValues): Promise<MaterialSummary> {
      const [row] = await db.insert(batchMaterials).values(values).returning(summary);
      if (!row) throw new Error('insert returned no material');
      return row;
    },

    listOfBatch(batchId: number): Promise<MaterialSummary[]> {
      return db
        .select(summary)
        .from(batchMaterials)
        .where(eq(batchMaterials.batchId, batchId))
        .orderBy(asc(batchMaterials.id));
    },

    /** The material removed from the batch; undefined when the batch had no such material. */
    async delete(batchId: number, id: number): Promise<MaterialSummary | undefined> {
      const [row] = await db
        .delete(batchMaterials)
        .where(and(eq(batchMaterials.id, id), eq(batchMaterials.batchId, batchId)))
        .returning(summary);
      return row;
    },

    /**
     * The file, when the enrolment is active, in the material's batch, and held by `learnerId` (any
     * learner's when it is null: an admin asking).
     */
    async fileForEnrolment(
      enrolmentId: number,
      materialId: number,
      learnerId: number | null,
    ): Promise<MaterialFile | undefined> {
      const [row] = await db
        .select({
          fileName: batchMaterials.fileName,
          contentType: batchMaterials.contentType,
          storageKey: batchMaterials.storageKey,
          content: batchMaterials.content,
        })
        .from(batchMaterials)
        .innerJoin(enrolments, eq(enrolments.batchId, batchMaterials.batchId))
        .where(
          and(
            eq(batchMaterials.id, materialId),
            eq(enrolments.id, enrolmentId),
            eq(enrolments.status, 'active'),
            learnerId === null ? undefined : eq(enrolments.userId, learnerId),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      // PGlite hands bytea back as a plain Uint8Array, node-postgres as a Buffer.
      const { content } = row;
      return {
        ...row,
        content: content && Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      };
    },

    /** A material still kept in its row, with its bytes; undefined once none is. */
    async nextInRow(): Promise<
      { id: number; fileName: string; contentType: string; content: Buffer } | undefined
    > {
      const [row] = await db
        .select({
          id: batchMaterials.id,
          fileName: batchMaterials.fileName,
          contentType: batchMaterials.contentType,
          content: batchMaterials.content,
        })
        .from(batchMaterials)
        .where(and(isNull(batchMaterials.storageKey), isNotNull(batchMaterials.content)))
        .orderBy(asc(batchMaterials.id))
        .limit(1);
      if (!row?.content) return undefined;
      return { ...row, content: Buffer.from(row.content) };
    },

    /** Records that the row's bytes are in the storage under `storageKey`, and lets them go. */
    async movedToStorage(id: number, storageKey: string): Promise<boolean> {
      const moved = await db
        .update(batchMaterials)
        .set({ storageKey, content: null })
        .where(and(eq(batchMaterials.id, id), isNull(batchMaterials.storageKey)))
        .returning({ id: batchMaterials.id });
      return moved.length === 1;
    },
  };
}
