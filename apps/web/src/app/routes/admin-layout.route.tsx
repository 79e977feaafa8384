// The frame of every admin page: the admin navigation above the page, which loads in its own chunk.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AdminNav } from '../../features/admin/components/admin-nav';

export default function AdminLayoutRoute() {
  return (
    <>
      <AdminNav />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
