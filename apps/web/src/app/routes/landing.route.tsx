// / and /home: the landing page. The hero and counters come with the route; the products and the
// sections below them load as the visitor scrolls towards them, which keeps the first download small.
import { lazy, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-api';
import { usePrefetchProducts } from '../../features/catalogue/catalogue-api';
import { CountersSection } from '../../features/marketing/components/counters-section';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { landingProductsArgs } from '../../features/marketing/landing-layout';
import { useLocationState } from '../../lib/use-location-state';
import { usePageTitle } from '../../lib/use-page-title';
import { Deferred } from '../layout/deferred';
import { readScrollTarget } from '../layout/nav-links';

const LandingProducts = lazy(() => import('./landing-products'));
const LandingMoreSections = lazy(
  () => import('../../features/marketing/components/landing-more-sections'),
);

export default function LandingRoute() {
  usePageTitle('Career-skill workshops');
  const { user } = useAuth();
  const { key } = useLocation();
  const target = readScrollTarget(useLocationState());
  const [shownParts, setShownParts] = useState(0);
  const onShown = useCallback(() => setShownParts((count) => count + 1), []);

  // The products' data is fetched at once, so the cards are ready when their code arrives.
  const prefetchProducts = usePrefetchProducts();
  useEffect(() => prefetchProducts(landingProductsArgs), [prefetchProducts]);

  // Scrolls to the section a navigation entry asked for (spec §2), once it is on the page.
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView();
  }, [target, key, shownParts]);

  return (
    <>
      <HeroSection signedIn={user !== null} />
      <CountersSection />
      {/* A requested section loads at once instead of waiting for the visitor to scroll. */}
      <Deferred eager={target !== null} placeholder={<div className="min-h-[80rem]" />}>
        <LandingProducts onShown={onShown} />
      </Deferred>
      <Deferred eager={target !== null} placeholder={<div className="min-h-screen" />}>
        <LandingMoreSections onShown={onShown} />
      </Deferred>
    </>
  );
}
