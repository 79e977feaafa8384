// A workshop's curriculum as the admin builds it: its sections in order, each with its lessons, moved by
// keyboard (focus staying on the item moved) or by dragging; sections added, renamed and deleted; lessons
// added, changed and deleted; a video lesson's video uploaded, its state read again while the server
// processes it.
import type { Curriculum, Lesson, Section } from '@kaushal/shared/curriculum';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import {
  useAddSectionMutation,
  useCurriculum,
  useDeleteLessonMutation,
  useDeleteSectionMutation,
  useEditLessonMutation,
  useEditSectionMutation,
} from '../curriculum-api';
import { lessonStep, sectionStep, type Direction, type LessonPlace } from '../curriculum-moves';
import { count, totalsText } from '../curriculum-text';
import { useDragMoves } from '../use-drag-moves';
import { useVideoUploads } from '../use-video-uploads';
import { DeletionConfirm } from './deletion-confirm';
import { LessonForm } from './lesson-form';
import { LessonItem } from './lesson-item';
import { moveButtonId, type ItemKind } from './item-controls';
import { addLessonButtonId, SectionCard } from './section-card';
import { SectionTitleForm } from './section-title-form';

type Notify = (variant: 'success' | 'error', message: string) => void;

/** The dialog open over the curriculum, if any. */
type Editing =
  | { action: 'add-lesson'; section: Section }
  | { action: 'edit-lesson'; lesson: Lesson }
  | { action: 'rename-section'; section: Section }
  | { action: 'delete-section'; section: Section }
  | { action: 'delete-lesson'; lesson: Lesson }
  | null;

/** How long after a move or deletion focus lost to the page is given back to the item. */
const FOCUS_RETURN_MS = 3000;

/** Where focus goes once a section is deleted: the totals, which the deletion has just changed. */
const TOTALS_ID = 'curriculum-totals';

/** Which ways an item can move, from its step each way (null: no further). */
const waysOpen = (step: (direction: Direction) => unknown): Record<Direction, boolean> => ({
  up: step('up') !== null,
  down: step('down') !== null,
});

/** The moved item's button for the same way, or the other one once the item has reached an end. */
const focusAfterMove = (kind: ItemKind, id: string, direction: Direction) => [
  moveButtonId(kind, id, direction),
  moveButtonId(kind, id, direction === 'up' ? 'down' : 'up'),
];

function dialogTitle(editing: NonNullable<Editing>): string {
  switch (editing.action) {
    case 'add-lesson':
      return `New lesson in “${editing.section.title}”`;
    case 'edit-lesson':
      return `Edit “${editing.lesson.title}”`;
    case 'rename-section':
      return `Rename “${editing.section.title}”`;
    case 'delete-section':
      return 'Delete section';
    case 'delete-lesson':
      return 'Delete lesson';
  }
}

interface CurriculumEditorProps {
  productId: string;
  onNotice: Notify;
}

export function CurriculumEditor({ productId, onNotice }: CurriculumEditorProps) {
  const { data: curriculum, isLoading, error } = useCurriculum(productId);
  if (isLoading) return <Spinner label="Loading the curriculum…" />;
  if (!curriculum) {
    return (
      <Alert tone="error">
        {errorStatus(error) === 404
          ? 'There is no workshop with this id.'
          : errorMessage(error, 'The curriculum could not be loaded. Please try again.')}
      </Alert>
    );
  }
  return <CurriculumSections productId={productId} curriculum={curriculum} onNotice={onNotice} />;
}

function CurriculumSections({
  productId,
  curriculum,
  onNotice,
}: CurriculumEditorProps & { curriculum: Curriculum }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [addSection] = useAddSectionMutation();
  const [editSection] = useEditSectionMutation();
  const [deleteSection, sectionDeletion] = useDeleteSectionMutation();
  const [editLesson] = useEditLessonMutation();
  const [deleteLesson, lessonDeletion] = useDeleteLessonMutation();
  const videoUploads = useVideoUploads(productId, curriculum);
  const { sections } = curriculum;

  // A moved item is drawn again at its new place (in another list, for a lesson changing section),
  // and a deleted one is gone: the elements named here, the first that can, take focus once the
  // curriculum has changed. The change is drawn twice, at once and with the server's answer, which
  // may disable the button that took focus (the item reached an end): for a few seconds, focus lost
  // to the page is given back, and focus the admin has put elsewhere is left alone.
  const focusNext = useRef<{ ids: string[]; until: number } | null>(null);
  const giveFocusAfter = (ids: string[] | null) => {
    focusNext.current = ids && { ids, until: Date.now() + FOCUS_RETURN_MS };
  };
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    if (Date.now() > next.until) {
      giveFocusAfter(null);
      return;
    }
    const target = next.ids
      .map((id) => document.getElementById(id))
      .find((element) => element && !(element instanceof HTMLButtonElement && element.disabled));
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (target && (lost || next.ids.includes(active.id)) && active !== target) target.focus();
  }, [curriculum]);

  const moveSection = async (section: Section, position: number, focus?: Direction) => {
    giveFocusAfter(focus ? focusAfterMove('section', section.id, focus) : null);
    setAnnouncement(
      `Section “${section.title}” moved to position ${position} of ${sections.length}.`,
    );
    const result = await editSection({ productId, sectionId: section.id, patch: { position } });
    if (result.error) {
      onNotice('error', `“${section.title}” was not moved: ${errorMessage(result.error)}`);
    }
  };

  const moveLesson = async (lesson: Lesson, place: LessonPlace, focus?: Direction) => {
    const target = sections.find((section) => section.id === place.sectionId);
    giveFocusAfter(focus ? focusAfterMove('lesson', lesson.id, focus) : null);
    setAnnouncement(
      `Lesson “${lesson.title}” moved to position ${place.position} in “${target?.title ?? ''}”.`,
    );
    const result = await editLesson({
      productId,
      sectionId: lesson.sectionId,
      lessonId: lesson.id,
      patch:
        place.sectionId === lesson.sectionId
          ? { position: place.position }
          : { sectionId: place.sectionId, position: place.position },
    });
    if (result.error) {
      onNotice('error', `“${lesson.title}” was not moved: ${errorMessage(result.error)}`);
    }
  };

  const lessons = sections.flatMap((section) => section.lessons);
  const drag = useDragMoves({
    curriculum,
    onMoveSection: (sectionId, position) => {
      const section = sections.find((each) => each.id === sectionId);
      if (section) void moveSection(section, position);
    },
    onMoveLesson: (lessonId, place) => {
      const lesson = lessons.find((each) => each.id === lessonId);
      if (lesson) void moveLesson(lesson, place);
    },
  });
  const markOn = (id: string) => (drag.mark?.id === id ? drag.mark.at : null);
  const isDragged = (id: string) => drag.dragging?.id === id;

  const submitNewSection = async (title: string) => {
    const result = await addSection({ productId, title });
    if (result.error) return errorMessage(result.error, 'The section could not be added.');
    onNotice('success', `Section “${result.data.title}” added`);
    return null;
  };

  const renameSection = async (section: Section, title: string) => {
    const result = await editSection({ productId, sectionId: section.id, patch: { title } });
    if (result.error) return errorMessage(result.error, 'The section could not be renamed.');
    setEditing(null);
    onNotice('success', `Section renamed “${result.data.title}”`);
    return null;
  };

  const confirmDeletion = async (doomed: Extract<Editing, { action: `delete-${string}` }>) => {
    const isSection = doomed.action === 'delete-section';
    const { title } = isSection ? doomed.section : doomed.lesson;
    giveFocusAfter(isSection ? [TOTALS_ID] : [addLessonButtonId(doomed.lesson.sectionId)]);
    const result = isSection
      ? await deleteSection({ productId, sectionId: doomed.section.id })
      : await deleteLesson({
          productId,
          sectionId: doomed.lesson.sectionId,
          lessonId: doomed.lesson.id,
        });
    setEditing(null);
    if (result.error) {
      giveFocusAfter(null);
      onNotice('error', `“${title}” was not deleted: ${errorMessage(result.error)}`);
    } else {
      onNotice('success', `“${title}” deleted`);
    }
  };

  const deletionQuestion = (doomed: Extract<Editing, { action: `delete-${string}` }>) => {
    if (doomed.action === 'delete-lesson') {
      return `Delete the lesson “${doomed.lesson.title}”? Learners will no longer see it.`;
    }
    const { title, lessonCount } = doomed.section;
    return lessonCount === 0
      ? `Delete the section “${title}”?`
      : `Delete the section “${title}” and its ${count(lessonCount, 'lesson', 'lessons')}? Learners will no longer see them.`;
  };

  const lessonForm = (sectionId: string, lesson?: Lesson) => (
    <LessonForm
      productId={productId}
      sectionId={sectionId}
      lesson={lesson}
      onCancel={() => setEditing(null)}
      onSaved={(saved) => {
        setEditing(null);
        onNotice('success', `Lesson “${saved.title}” ${lesson ? 'saved' : 'added'}`);
      }}
    />
  );

  let dialogBody = null;
  if (editing?.action === 'add-lesson') {
    dialogBody = lessonForm(editing.section.id);
  } else if (editing?.action === 'edit-lesson') {
    dialogBody = lessonForm(editing.lesson.sectionId, editing.lesson);
  } else if (editing?.action === 'rename-section') {
    const { section } = editing;
    dialogBody = (
      <SectionTitleForm
        name={`Rename “${section.title}”`}
        label="Section title"
        submitLabel="Save"
        initialTitle={section.title}
        onSubmit={(title) => renameSection(section, title)}
        onCancel={() => setEditing(null)}
      />
    );
  } else if (editing) {
    dialogBody = (
      <DeletionConfirm
        question={deletionQuestion(editing)}
        deleting={sectionDeletion.isLoading || lessonDeletion.isLoading}
        onConfirm={() => void confirmDeletion(editing)}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p id={TOTALS_ID} tabIndex={-1} className="font-semibold text-slate-800">
          {`${count(sections.length, 'section', 'sections')} · ${totalsText(curriculum)}`}
        </p>
        <p className="text-sm text-slate-600">
          Move a section or lesson with its arrow buttons, or drag it by its grip.
        </p>
      </div>

      {sections.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          No sections yet. Add the first section below, then its lessons.
        </p>
      ) : (
        <ol aria-label="Sections" className="space-y-4">
          {sections.map((section) => (
            <SectionCard
              key={section.id}
              section={section}
              canMove={waysOpen((direction) => sectionStep(curriculum, section.id, direction))}
              mark={markOn(section.id)}
              dragged={isDragged(section.id)}
              dragFrom={drag.dragFrom('section', section.id)}
              dropTarget={drag.sectionTarget(section.id)}
              onMove={(direction) => {
                const position = sectionStep(curriculum, section.id, direction);
                if (position !== null) void moveSection(section, position, direction);
              }}
              onRename={() => setEditing({ action: 'rename-section', section })}
              onDelete={() => setEditing({ action: 'delete-section', section })}
              onAddLesson={() => setEditing({ action: 'add-lesson', section })}
            >
              {section.lessons.map((lesson) => (
                <LessonItem
                  key={lesson.id}
                  lesson={lesson}
                  canMove={waysOpen((direction) => lessonStep(curriculum, lesson.id, direction))}
                  upload={videoUploads.uploads[lesson.id]}
                  mark={markOn(lesson.id)}
                  dragged={isDragged(lesson.id)}
                  dragFrom={drag.dragFrom('lesson', lesson.id)}
                  dropTarget={drag.lessonTarget(lesson.id)}
                  onMove={(direction) => {
                    const place = lessonStep(curriculum, lesson.id, direction);
                    if (place) void moveLesson(lesson, place, direction);
                  }}
                  onEdit={() => setEditing({ action: 'edit-lesson', lesson })}
                  onDelete={() => setEditing({ action: 'delete-lesson', lesson })}
                  onUpload={(file) => void videoUploads.start(lesson.id, file)}
                  onPauseUpload={() => videoUploads.pause(lesson.id)}
                  onResumeUpload={() => videoUploads.resume(lesson.id)}
                />
              ))}
            </SectionCard>
          ))}
        </ol>
      )}

      <section
        aria-labelledby="add-section-heading"
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 sm:p-5"
      >
        <h2 id="add-section-heading" className="mb-3 text-lg font-bold text-slate-900">
          Add a section
        </h2>
        <SectionTitleForm
          name="Add a section"
          label="Section title"
          submitLabel="Add section"
          onSubmit={submitNewSection}
        />
      </section>

      {/* Moves are said here: the page changes where the admin is not looking. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? dialogTitle(editing) : ''}
      >
        {dialogBody}
      </Dialog>
    </div>
  );
}
