// /admin/enquiries: messages from the contact page by status; /admin/enquiries/:id: one thread, to
// answer by e-mail and to close.
import { useParams } from 'react-router';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { EnquiryList } from '../../features/admin-enquiries/components/enquiry-list';
import { EnquiryThreadView } from '../../features/admin-enquiries/components/enquiry-thread';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminEnquiriesRoute() {
  const { id } = useParams();
  usePageTitle(id ? `Admin: Enquiry #${id}` : 'Admin: Enquiries');
  return (
    <PageContainer>
      <PageHeading
        title="Enquiries"
        intro="Messages sent from the contact page. A reply is e-mailed to the sender and kept with the enquiry."
      />
      <div className="mt-8">{id ? <EnquiryThreadView key={id} id={id} /> : <EnquiryList />}</div>
    </PageContainer>
  );
}
