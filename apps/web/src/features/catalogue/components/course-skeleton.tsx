// The course page's shape while the workshop loads, so the content lands without moving the page.
const block = 'animate-pulse rounded-lg bg-slate-200';

export function CourseSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading workshop…</span>
      <div aria-hidden="true" className="mt-6 grid gap-8 lg:grid-cols-5">
        <div className={`aspect-[8/5] lg:col-span-3 ${block}`} />
        <div className="space-y-4 lg:col-span-2">
          <div className={`h-4 w-1/3 ${block}`} />
          <div className={`h-10 w-5/6 ${block}`} />
          <div className={`h-6 w-1/2 ${block}`} />
          <div className={`h-24 ${block}`} />
          <div className={`h-12 ${block}`} />
        </div>
      </div>
    </div>
  );
}
