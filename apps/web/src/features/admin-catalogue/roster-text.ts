// The words of the roster page: the batch's rule, and what issuing certificates did.
import type { CertificateIssueResult } from '@kaushal/shared/roster';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function attendanceRule(percent: number, sessions: number): string {
  if (sessions === 0) return 'This batch has no sessions yet, so no certificates can be issued.';
  const needed = Math.ceil((percent * sessions) / 100);
  return `Certificates need ${percent} % attendance (${needed} of ${count(sessions, 'session', 'sessions')}).`;
}

export function issueSummary({ issued, alreadyIssued, notEligible }: CertificateIssueResult) {
  const parts = [
    issued === 0
      ? 'No new certificates issued'
      : `${count(issued, 'certificate', 'certificates')} issued and e-mailed`,
  ];
  if (alreadyIssued > 0) parts.push(`${alreadyIssued} already had one`);
  if (notEligible > 0) {
    parts.push(
      `${count(notEligible, 'learner does', 'learners do')} not meet the attendance rule yet`,
    );
  }
  return `${parts.join('; ')}.`;
}
