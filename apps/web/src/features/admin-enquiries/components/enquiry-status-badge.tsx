// An enquiry's status as a badge: new, replied or closed.
import type { EnquiryStatus } from '@kaushal/shared/enquiry';
import { Badge } from '../../../components/ui/badge';
import { enquiryStatusBadges } from '../enquiry-display';

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const { label, tone } = enquiryStatusBadges[status];
  return <Badge tone={tone}>{label}</Badge>;
}
