// The classroom's e-mails: a section of a course has opened for the learner, and the learner has
// completed every lesson of it. Both lead to the course's classroom page.
import { plainName } from '@kaushal/shared';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

/** Lessons a section-opening mail names before "and N more". */
const LESSONS_NAMED = 5;

export interface Learner {
  email: string;
  /** Only a plain name (plainName) is used: names stored before names were checked may be anything. */
  name: string | null;
}

const greeting = (learner: Learner) => {
  const name = learner.name === null ? undefined : plainName(learner.name);
  return name ? `Hello ${name},` : 'Hello,';
};

export interface SectionOpened {
  learner: Learner;
  workshopTitle: string;
  sectionTitle: string;
  lessonTitles: string[];
  classroomUrl: string;
}

export function sectionOpenedMail(brand: MailBrand, opened: SectionOpened) {
  const named = opened.lessonTitles.slice(0, LESSONS_NAMED).map((title) => `• ${title}`);
  const more = opened.lessonTitles.length - named.length;
  const count = opened.lessonTitles.length;
  return renderMail(
    {
      to: opened.learner.email,
      subject: `New in ${opened.workshopTitle}: "${opened.sectionTitle}" is open`,
      blocks: [
        greeting(opened.learner),
        `"${opened.sectionTitle}" of "${opened.workshopTitle}" has opened for you, with ${count} lesson${count === 1 ? '' : 's'}:`,
        { lines: more > 0 ? [...named, `and ${more} more lesson${more === 1 ? '' : 's'}`] : named },
        { button: 'Start the section', href: opened.classroomUrl },
        'Happy learning,\nKaushal',
      ],
      reason:
        'You get this e-mail because you are enrolled in this course: we tell you when each part of it opens.',
    },
    brand,
  );
}

export interface CourseCompleted {
  learner: Learner;
  workshopTitle: string;
  lessonCount: number;
  classroomUrl: string;
}

export function courseCompletedMail(brand: MailBrand, completed: CourseCompleted) {
  return renderMail(
    {
      to: completed.learner.email,
      subject: `You completed ${completed.workshopTitle}`,
      blocks: [
        greeting(completed.learner),
        `Well done: you have completed all ${completed.lessonCount} lesson${completed.lessonCount === 1 ? '' : 's'} of "${completed.workshopTitle}".`,
        'Your lessons stay open for you to go back to whenever you like.',
        { button: 'Open the course', href: completed.classroomUrl },
        'Congratulations,\nKaushal',
      ],
      reason: 'You get this e-mail because you completed a course you are enrolled in.',
    },
    brand,
  );
}
