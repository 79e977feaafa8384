// /campus: the campus is coming soon, with a form to hear when it opens. The form is a plain HTML form
// the server answers by sending the browser back here, so it works without JavaScript; the address
// then says how it went (and keeps what was typed when it needs correcting).
import {
  CAMPUS_COLLEGE_MAX_LENGTH,
  campusSignUpOutcomes,
  type CampusSignUpOutcome,
} from '@kaushal/shared/constants';
import { paths } from '@kaushal/shared/routes';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { brand, campus } from '../../config/site';
import { usePageTitle } from '../../lib/use-page-title';

const isOutcome = (value: string | null): value is CampusSignUpOutcome =>
  value !== null && Object.hasOwn(campusSignUpOutcomes, value);

function SignUpForm() {
  const [params] = useSearchParams();
  const outcome = params.get('signup');
  const said = isOutcome(outcome) ? outcome : undefined;
  if (said === 'done') {
    return <Alert tone="success">{campusSignUpOutcomes.done}</Alert>;
  }
  return (
    <form
      method="post"
      action="/api/campus-sign-ups"
      // The server checks the fields and says what is wrong in the shop's words.
      noValidate
      aria-labelledby="campus-sign-up-heading"
      className="space-y-4 text-left"
    >
      <h2 id="campus-sign-up-heading" className="text-lg font-semibold text-slate-900">
        Hear first when it opens
      </h2>
      {/* A field's own message is said beside it; the rest above the form. */}
      {said === 'busy' && <Alert tone="error">{campusSignUpOutcomes.busy}</Alert>}
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={params.get('email') ?? ''}
        error={said === 'email' ? campusSignUpOutcomes.email : undefined}
      />
      <TextField
        label="College (optional)"
        name="college"
        autoComplete="organization"
        maxLength={CAMPUS_COLLEGE_MAX_LENGTH}
        defaultValue={params.get('college') ?? ''}
        error={said === 'college' ? campusSignUpOutcomes.college : undefined}
      />
      <Button type="submit" className="w-full sm:w-auto">
        Tell me when it opens
      </Button>
    </form>
  );
}

export default function CampusRoute() {
  usePageTitle(campus.title);
  return (
    <PageContainer className="max-w-2xl text-center">
      <img src={brand.logoMark} alt="" width={64} height={64} className="mx-auto size-16" />
      <div className="mt-6">
        <Badge tone="accent">{campus.badge}</Badge>
      </div>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{campus.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{campus.text}</p>
      <section
        id="campus-sign-up"
        className="mx-auto mt-8 max-w-md scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <SignUpForm />
      </section>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.viewAllProducts()} variant="secondary">
          Browse workshops
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
