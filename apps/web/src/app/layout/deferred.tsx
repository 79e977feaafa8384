// Renders a lazily loaded part of the page once it comes near the viewport, holding its place until then.
import { Suspense, type ReactNode } from 'react';
import { useInView } from '../../lib/use-in-view';

interface DeferredProps {
  placeholder: ReactNode;
  children: ReactNode;
  /** Render at once, for example because the visitor asked to jump to this part. */
  eager?: boolean;
  /** How far ahead of the viewport loading starts (an IntersectionObserver root margin). */
  margin?: string;
}

export function Deferred({
  placeholder,
  children,
  eager = false,
  margin = '200px',
}: DeferredProps) {
  const { ref, inView } = useInView<HTMLDivElement>(0, margin);
  return (
    <div ref={ref}>
      {eager || inView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
