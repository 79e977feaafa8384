// The course page's curriculum (docs/product.md §2.5): its sections, the first open, each lesson with
// its kind and length, and the free previews anyone may open. A video or text preview opens in a dialog
// (lesson-preview.tsx, fetched only then); a link or file preview opens its address. A chunk of its
// own (product-detail.tsx).
import type { CurriculumOutline, OutlineLesson } from '@kaushal/shared/curriculum';
import { clsx } from 'clsx/lite';
import { Suspense, useId, useState } from 'react';
import { lessonKindText, minutesText } from '../../../components/lesson-content';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { useGetCurriculumQuery } from '../course-api';
import { outlineSummary, totalsText } from '../curriculum-display';

const LessonPreview = lazyChunk(() => import('./lesson-preview'));

type Section = CurriculumOutline['sections'][number];

/** "Preview" for a lesson that is a free preview: the dialog's, or its link's or file's address. */
function PreviewAction({ lesson, onOpen }: { lesson: OutlineLesson; onOpen: () => void }) {
  const link = lesson.kind === 'link';
  // Named for the lesson, as the page has a Preview for each free one.
  const name = `Preview: ${lesson.title}${link ? ' (new tab)' : ''}`;
  if (lesson.kind === 'video' || lesson.kind === 'text') {
    return (
      <Button size="sm" variant="secondary" className="shrink-0" aria-label={name} onClick={onOpen}>
        Preview
      </Button>
    );
  }
  if (!lesson.url) return null;
  return (
    <a
      href={lesson.url}
      {...(link && { target: '_blank', rel: 'noopener noreferrer' })}
      aria-label={name}
      className={clsx(buttonClasses('secondary', 'sm'), 'shrink-0')}
    >
      Preview
    </a>
  );
}

function OutlineSection({
  section,
  initiallyOpen,
  onPreview,
}: {
  section: Section;
  initiallyOpen: boolean;
  onPreview: (lesson: OutlineLesson) => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const lessonsId = useId();
  return (
    <li>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={lessonsId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-slate-50 sm:px-5"
        >
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{section.title}</span>
            <span className="block text-sm text-slate-600">{totalsText(section)}</span>
          </span>
          <Icon
            name="chevron-down"
            className={clsx(
              'size-5 shrink-0 text-primary transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <ol
        id={lessonsId}
        hidden={!open}
        className="divide-y divide-slate-100 border-t border-slate-100"
      >
        {section.lessons.map((lesson) => (
          <li key={lesson.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <div className="min-w-0 flex-1">
              <p className="break-words text-slate-800">{lesson.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                {[lessonKindText[lesson.kind], minutesText(lesson.durationSeconds)]
                  .filter(Boolean)
                  .join(' · ')}
                {lesson.preview && <Badge tone="success">Free preview</Badge>}
              </p>
            </div>
            {lesson.preview && <PreviewAction lesson={lesson} onOpen={() => onPreview(lesson)} />}
          </li>
        ))}
      </ol>
    </li>
  );
}

export default function CourseCurriculum({ productId }: { productId: string }) {
  const { data: outline, isLoading, refetch } = useGetCurriculumQuery(productId);
  const [previewing, setPreviewing] = useState<OutlineLesson | null>(null);
  const headingId = useId();
  // A workshop without lessons has nothing to outline.
  if (outline?.sections.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Curriculum
      </h2>
      {isLoading ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading the curriculum…
        </p>
      ) : outline ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{outlineSummary(outline)}</p>
          <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {outline.sections.map((section, index) => (
              <OutlineSection
                key={section.id}
                section={section}
                initiallyOpen={index === 0}
                onPreview={setPreviewing}
              />
            ))}
          </ol>
        </>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          The curriculum could not be loaded.
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {previewing && (
        <Suspense
          fallback={
            <p role="status" className="mt-3 text-sm text-slate-600">
              Opening the preview…
            </p>
          }
        >
          <LessonPreview
            productId={productId}
            lesson={previewing}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
