// Curriculum queries: a workshop's sections and lessons in order, and the writes that keep their
// positions 1, 2, 3… Callers that change positions hold the curriculum's lock (docs/decisions/0066).
import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseSections, lessons } from './lessons.tables';

/** The first key of the advisory lock that serialises the changes to one workshop's curriculum. */
const CURRICULUM_LOCK = 7302;

export type SectionRow = typeof courseSections.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonValues = Pick<
  typeof lessons.$inferInsert,
  'title' | 'kind' | 'body' | 'url' | 'preview' | 'dripDays' | 'durationSeconds' | 'videoId'
>;

/** Positions from `from` to `to` (either bound open when undefined). */
const positionsBetween = (
  column: typeof courseSections.position | typeof lessons.position,
  from: number | undefined,
  to: number | undefined,
): SQL | undefined =>
  and(
    from === undefined ? undefined : gte(column, from),
    to === undefined ? undefined : lte(column, to),
  );

export function curriculumRepository(db: Database) {
  /** The workshop's lessons that meet `conditions`, in the order of their sections and their own. */
  const lessonsOf = (productId: number, ...conditions: (SQL | undefined)[]) =>
    db
      .select({ lesson: lessons })
      .from(lessons)
      .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
      .where(and(eq(courseSections.productId, productId), ...conditions))
      .orderBy(asc(courseSections.position), asc(lessons.position))
      .then((rows) => rows.map((row) => row.lesson));

  return {
    /**
     * Holds the workshop's curriculum until the transaction ends: every change of positions takes it
     * first, so two moves never read the same order.
     */
    async lock(productId: number): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${CURRICULUM_LOCK}::int, ${productId}::int)`,
      );
    },

    sections(productId: number): Promise<SectionRow[]> {
      return db
        .select()
        .from(courseSections)
        .where(eq(courseSections.productId, productId))
        .orderBy(asc(courseSections.position));
    },

    /** The lessons of the workshop's sections (or of one section), each section's in order. */
    lessons: (productId: number, sectionId?: number): Promise<LessonRow[]> =>
      lessonsOf(productId, sectionId === undefined ? undefined : eq(lessons.sectionId, sectionId)),

    async section(productId: number, sectionId: number): Promise<SectionRow | undefined> {
      const [row] = await db
        .select()
        .from(courseSections)
        .where(and(eq(courseSections.id, sectionId), eq(courseSections.productId, productId)));
      return row;
    },

    /** The lesson, when it is in that section of that workshop. */
    async lesson(
      productId: number,
      sectionId: number,
      lessonId: number,
    ): Promise<LessonRow | undefined> {
      const [row] = await lessonsOf(
        productId,
        eq(lessons.sectionId, sectionId),
        eq(lessons.id, lessonId),
      );
      return row;
    },

    async sectionCount(productId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(courseSections)
        .where(eq(courseSections.productId, productId));
      return row?.value ?? 0;
    },

    async lessonCount(sectionId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(lessons)
        .where(eq(lessons.sectionId, sectionId));
      return row?.value ?? 0;
    },

    /** Moves the workshop's sections from position `from` to `to` by `by` places. */
    async shiftSections(productId: number, by: number, from?: number, to?: number): Promise<void> {
      await db
        .update(courseSections)
        .set({ position: sql`${courseSections.position} + ${by}` })
        .where(
          and(
            eq(courseSections.productId, productId),
            positionsBetween(courseSections.position, from, to),
          ),
        );
    },

    /** Moves the section's lessons from position `from` to `to` by `by` places. */
    async shiftLessons(sectionId: number, by: number, from?: number, to?: number): Promise<void> {
      await db
        .update(lessons)
        .set({ position: sql`${lessons.position} + ${by}` })
        .where(and(eq(lessons.sectionId, sectionId), positionsBetween(lessons.position, from, to)));
    },

    async insertSection(productId: number, position: number, title: string): Promise<SectionRow> {
      const [row] = await db
        .insert(courseSections)
        .values({ productId, position, title })
        .returning();
      if (!row) throw new Error('insert returned no section');
      return row;
    },

    async updateSection(
      id: number,
      values: Partial<Pick<SectionRow, 'title' | 'position'>>,
    ): Promise<SectionRow> {
      const [row] = await db
        .update(courseSections)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(courseSections.id, id))
        .returning();
      if (!row) throw new Error(`section ${id} vanished under the curriculum's lock`);
      return row;
    },

    /** Deletes the section and, through the foreign key, its lessons. */
    async deleteSection(id: number): Promise<void> {
      await db.delete(courseSections).where(eq(courseSections.id, id));
    },

    async insertLesson(
      sectionId: number,
      position: number,
      values: LessonValues,
    ): Promise<LessonRow> {
      const [row] = await db
        .insert(lessons)
        .values({ ...values, sectionId, position })
        .returning();
      if (!row) throw new Error('insert returned no lesson');
      return row;
    },

    async setVideoLength(videoId: number, durationSeconds: number): Promise<void> {
      await db
        .update(lessons)
        .set({ durationSeconds, updatedAt: sql`now()` })
        .where(eq(lessons.videoId, videoId));
    },

    async updateLesson(
      id: number,
      values: Partial<LessonValues & Pick<LessonRow, 'sectionId' | 'position'>>,
    ): Promise<LessonRow> {
      const [row] = await db
        .update(lessons)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(lessons.id, id))
        .returning();
      if (!row) throw new Error(`lesson ${id} vanished under the curriculum's lock`);
      return row;
    },

    async deleteLesson(id: number): Promise<void> {
      await db.delete(lessons).where(eq(lessons.id, id));
    },
  };
}
