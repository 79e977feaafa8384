// / and /home: the landing page. The hero and counters come with the route; the products and the
// sections below them are chunks of their own, downloaded after the route so the first download stays
// small, yet in the page from the start so keyboard users can Tab through them.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-api';
import { usePrefetchProducts } from '../../features/catalogue/catalogue-api';
import { CountersSection } from '../../features/marketing/components/counters-section';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { landingProductsArgs } from '../../features/marketing/landing-layout';
import { lazyChunk } from '../../lib/lazy-chunk';
import { usePageTitle } from '../../lib/use-page-title';
import { readScrollTarget } from '../layout/nav-links';

const LandingProducts = lazyChunk(() => import('./landing-products'));
const LandingMoreSections = lazyChunk(
  () => import('../../features/marketing/components/landing-more-sections'),
);

export default function LandingRoute() {
  usePageTitle('Career-skill workshops');
  const { user } = useAuth();
  // Read here rather than through useLocationState, whose own little chunk the first download would
  // then carry.
  const location = useLocation();
  const target = readScrollTarget(location.state as unknown);
  const [shownParts, setShownParts] = useState(0);
  const onShown = useCallback(() => setShownParts((count) => count + 1), []);

  // The products' data is fetched at once, so the cards are ready when their code arrives.
  const prefetchProducts = usePrefetchProducts();
  useEffect(() => prefetchProducts(landingProductsArgs), [prefetchProducts]);

  // Scrolls to the section a navigation entry asked for (docs/product.md §2.2), once it is on the page.
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView();
  }, [target, location.key, shownParts]);

  return (
    <>
      <HeroSection signedIn={user !== null} />
      <CountersSection />
      <Suspense fallback={<div className="min-h-[80rem]" />}>
        <LandingProducts onShown={onShown} />
      </Suspense>
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingMoreSections onShown={onShown} />
      </Suspense>
    </>
  );
}
