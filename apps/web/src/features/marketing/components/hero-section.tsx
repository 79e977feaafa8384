// The landing hero: headline, the four promises, and Login or My Profile (docs/product.md §2.3).
import { paths } from '@kaushal/shared/routes';
import { ButtonLink } from '../../../components/ui/button';
import { Icon, SvgIcon } from '../../../components/ui/icon';
import { hero } from '../../../config/site';
import { heroIcons } from '../hero-icons';

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <SvgIcon path={heroIcons.sparkles} className="size-4" />
            Mentor-led career workshops
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">{hero.subheading}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.viewAllProducts()} size="lg">
              Explore workshops
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
            {signedIn ? (
              <ButtonLink to={paths.profile()} variant="secondary" size="lg">
                My Profile
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.login()} variant="secondary" size="lg">
                Login
              </ButtonLink>
            )}
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {hero.promises.map((promise) => (
              <li key={promise.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-white">
                  <SvgIcon path={heroIcons[promise.icon]} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{promise.title}</span>
                  <span className="block text-sm text-slate-600">{promise.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <img
          src={hero.image}
          alt={hero.imageAlt}
          width={720}
          height={560}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
