// /profile: who is signed in, Sign Out, their name and phone to edit, and the saved addresses
// (docs/product.md §2.11).
import { paths } from '@kaushal/shared/routes';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageContainer } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useAuth, useSignOut } from '../../features/auth/auth-api';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { AddressBook } from '../../features/user/components/address-book';
import { ContactForm } from '../../features/user/components/contact-form';
import { useOwnUserQuery } from '../../features/user/user-api';
import { showToast } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

export default function ProfileRoute() {
  usePageTitle('My Profile');
  const { user: session } = useAuth();
  const { data: user, isError } = useOwnUserQuery(session?.id);
  const endSession = useSignOut();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  // Home first, so this page is gone before the session is.
  const signOut = () => {
    void navigate(paths.landing());
    void endSession();
  };

  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl space-y-10">
        {user ? (
          <>
            <ProfileCard user={user} onSignOut={signOut} />
            <ContactForm
              key={user.id}
              user={user}
              onSaved={() => dispatch(showToast('success', 'Your details are saved'))}
            />
            <AddressBook user={user} />
          </>
        ) : isError ? (
          <Alert tone="error">Your profile could not be loaded. Please try again.</Alert>
        ) : (
          <Spinner label="Loading your profile…" />
        )}
      </div>
    </PageContainer>
  );
}
