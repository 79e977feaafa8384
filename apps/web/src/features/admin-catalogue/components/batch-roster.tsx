// A batch's roster: every learner with how to reach them, a checkbox per session saved as it is ticked,
// the batch's attendance rule, the CSV download and the issuing of certificates.
import { certificatesNotYet } from '@kaushal/shared/certificate';
import type { BatchRoster as Roster, RosterLearner } from '@kaushal/shared/roster';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatStart } from '../../../lib/ist-time';
import {
  batchUrl,
  useIssueCertificatesMutation,
  useMarkAttendanceMutation,
  type RosterKey,
} from '../roster-api';
import { attendanceRule, issueSummary } from '../roster-text';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const cellKey = (enrolmentId: string, session: number) => `${enrolmentId}:${session}`;

interface AttendanceCellProps {
  learner: RosterLearner;
  session: number;
  startsAt: string;
  started: boolean;
  /** A change of this box is being saved. */
  saving: boolean;
  onChange: (present: boolean) => void;
}

function AttendanceCell({
  learner,
  session,
  startsAt,
  started,
  saving,
  onChange,
}: AttendanceCellProps) {
  return (
    <td className="px-3 py-3 text-center">
      <input
        type="checkbox"
        className="size-5 cursor-pointer rounded border-slate-400 accent-primary disabled:cursor-not-allowed"
        aria-label={`${learner.name}, session ${session + 1}`}
        title={started ? undefined : `Session ${session + 1} starts ${formatStart(startsAt)}`}
        checked={learner.attendedSessions.includes(session)}
        disabled={!started || saving}
        aria-busy={saving}
        onChange={(event) => onChange(event.target.checked)}
      />
    </td>
  );
}

export function BatchRoster({ rosterKey, roster }: { rosterKey: RosterKey; roster: Roster }) {
  const [markAttendance] = useMarkAttendanceMutation();
  const [issueCertificates, { isLoading: issuing }] = useIssueCertificatesMutation();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [attendanceNotice, setAttendanceNotice] = useState<Notice>(null);
  const [issueNotice, setIssueNotice] = useState<Notice>(null);
  const { batch, learners } = roster;
  // Sessions that had started when the page opened take attendance; the server checks again as it saves.
  const [now] = useState(() => Date.now());
  // Certificates state the hours attended, so they wait for the last session to end.
  const notYet = certificatesNotYet(batch.sessions, new Date(now));

  const mark = async (learner: RosterLearner, session: number, present: boolean) => {
    const key = cellKey(learner.enrolmentId, session);
    setSaving((current) => new Set(current).add(key));
    const result = await markAttendance({
      ...rosterKey,
      enrolment: learner.enrolmentId,
      session,
      present,
    });
    setSaving((current) => {
      const rest = new Set(current);
      rest.delete(key);
      return rest;
    });
    const what = `${learner.name}, session ${session + 1}`;
    setAttendanceNotice(
      result.error
        ? { tone: 'error', text: `${what} was not saved: ${errorMessage(result.error)}` }
        : { tone: 'success', text: `Saved: ${what} ${present ? 'present' : 'absent'}.` },
    );
  };

  const issue = async () => {
    setIssueNotice(null);
    const result = await issueCertificates(rosterKey);
    setIssueNotice(
      result.error
        ? { tone: 'error', text: errorMessage(result.error, 'Certificates could not be issued.') }
        : { tone: 'success', text: issueSummary(result.data) },
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-slate-700">
          {attendanceRule(batch.attendancePercentRequired, batch.sessions.length)}
        </p>
        <div className="flex flex-wrap gap-3">
          <a
            href={`/api/${batchUrl(rosterKey)}/roster.csv`}
            download
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-100"
          >
            Download CSV
          </a>
          <Button
            disabled={issuing || learners.length === 0 || notYet !== null}
            aria-describedby={notYet ? 'certificates-not-yet' : undefined}
            onClick={() => void issue()}
          >
            {issuing ? 'Issuing…' : 'Issue certificates'}
          </Button>
        </div>
        {notYet && (
          <p id="certificates-not-yet" className="w-full text-sm text-slate-600">
            {notYet}
          </p>
        )}
      </div>
      {issueNotice && <Alert tone={issueNotice.tone}>{issueNotice.text}</Alert>}

      {learners.length === 0 ? (
        <p className="text-slate-600">No learners in this batch yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">
              Learners of {batch.name} and their attendance per session
            </caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Learner
                </th>
                <th scope="col" className="px-3 py-3">
                  Order
                </th>
                <th scope="col" className="px-3 py-3">
                  Seat
                </th>
                {batch.sessions.map((session, index) => (
                  <th key={session.startsAt} scope="col" className="px-3 py-3 text-center">
                    <span className="block">Session {index + 1}</span>
                    <span className="block font-normal normal-case">
                      {formatDate(session.startsAt)}
                    </span>
                  </th>
                ))}
                <th scope="col" className="px-3 py-3">
                  Certificate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {learners.map((learner) => (
                <tr key={learner.enrolmentId}>
                  <th scope="row" className="min-w-48 px-4 py-3 text-left font-normal">
                    <span className="block whitespace-nowrap font-semibold text-slate-900">
                      {learner.name}
                    </span>
                    <span className="block break-all text-slate-600">{learner.email}</span>
                    <span className="block text-slate-600">{learner.phone}</span>
                  </th>
                  <td className="whitespace-nowrap px-3 py-3 text-slate-700">#{learner.orderId}</td>
                  <td className="px-3 py-3">
                    {learner.seatClaimed ? (
                      <Badge tone="success">Claimed</Badge>
                    ) : (
                      <Badge tone="accent">Not claimed</Badge>
                    )}
                  </td>
                  {batch.sessions.map((session, index) => (
                    <AttendanceCell
                      key={session.startsAt}
                      learner={learner}
                      session={index}
                      startsAt={session.startsAt}
                      started={Date.parse(session.startsAt) <= now}
                      saving={saving.has(cellKey(learner.enrolmentId, index))}
                      onChange={(present) => void mark(learner, index, present)}
                    />
                  ))}
                  <td className="whitespace-nowrap px-3 py-3">
                    {learner.certificateCode ? (
                      <span className="font-mono text-slate-900">{learner.certificateCode}</span>
                    ) : learner.meetsAttendance ? (
                      <Badge tone="primary">Eligible</Badge>
                    ) : (
                      <span className="text-slate-500">Not yet</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div aria-live="polite">
        {attendanceNotice && <Alert tone={attendanceNotice.tone}>{attendanceNotice.text}</Alert>}
      </div>
    </div>
  );
}
