// How enquiries' statuses read and look in the admin console.
import type { EnquiryStatus } from '@kaushal/shared/enquiry';
import type { BadgeTone } from '../../components/ui/badge';

export const enquiryStatusBadges: Record<EnquiryStatus, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'accent' },
  replied: { label: 'Replied', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};
