// A workshop's curriculum on every engine: admins build sections and lessons and move them (positions
// stay 1, 2, 3… even under parallel moves), text lessons are sanitised, and shoppers read only the
// outline of an offered workshop, with the content of free previews alone.
import type { Curriculum, CurriculumOutline, ErrorBody, Lesson, Section } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertProduct } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

describe.each(testEngines)('curriculum on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  const sectionsUrl = (productId: number) => `/api/products/${productId}/sections`;
  const lessonsUrl = (productId: number, sectionId: string) =>
    `${sectionsUrl(productId)}/${sectionId}/lessons`;
  /** The curriculum as `user` reads it (an admin: everything). */
  const readAs = <T = Curriculum>(user: SignedInUser | undefined, productId: number) =>
    call<T>(t, user, 'GET', `/api/products/${productId}/curriculum`);
  const curriculumOf = (productId: number) => readAs(admin, productId);

  const addSection = async (productId: number, title: string) => {
    const answer = await call<Section>(t, admin, 'POST', sectionsUrl(productId), { title });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const addLesson = async (productId: number, sectionId: string, lesson: object) => {
    const answer = await call<Lesson>(t, admin, 'POST', lessonsUrl(productId, sectionId), lesson);
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const textLesson = (title: string, extra: object = {}) => ({
    title,
    kind: 'text',
    body: `<p>${title}</p>`,
    ...extra,
  });
  /** Each section's title with its lessons' titles, in order, as the admin reads them. */
  const order = async (productId: number) =>
    (await curriculumOf(productId)).body.sections.map((section) => [
      section.title,
      section.lessons.map((lesson) => lesson.title),
    ]);
  /** Every section's and lesson's position runs 1, 2, 3… */
  const expectDense = (curriculum: Curriculum) => {
    const run = (length: number) => Array.from({ length }, (_, index) => index + 1);
    expect(curriculum.sections.map((section) => section.position)).toEqual(
      run(curriculum.sections.length),
    );
    for (const section of curriculum.sections) {
      expect(section.lessons.map((lesson) => lesson.position)).toEqual(run(section.lessons.length));
    }
  };

  it('builds sections and lessons in order, with every field and the totals for an admin', async () => {
    const product = await insertProduct(t);
    const basics = await addSection(product.id, 'Basics');
    expect(basics).toEqual({
      id: expect.any(String),
      position: 1,
      title: 'Basics',
      lessonCount: 0,
      durationSeconds: 0,
      lessons: [],
    });
    const practice = await addSection(product.id, '  Practice  ');
    expect(practice).toMatchObject({ position: 2, title: 'Practice' });

    const video = await addLesson(product.id, basics.id, { title: 'Welcome', kind: 'video' });
    expect(video).toEqual({
      id: expect.any(String),
      sectionId: basics.id,
      position: 1,
      title: 'Welcome',
      kind: 'video',
      body: null,
      url: null,
      preview: false,
      dripDays: null,
      durationSeconds: null,
      video: null,
    });
    const reading = await addLesson(product.id, basics.id, {
      title: 'Reading',
      kind: 'text',
      body: '<h2>Why</h2><p>Because <strong>it</strong> matters.</p>',
      preview: true,
      durationSeconds: 300,
    });
    expect(reading).toMatchObject({ position: 2, preview: true, durationSeconds: 300 });
    const notes = await addLesson(product.id, practice.id, {
      title: 'Notes',
      kind: 'file',
      url: '/uploads/notes.pdf',
      dripDays: 7,
    });
    const article = await addLesson(product.id, practice.id, {
      title: 'Article',
      kind: 'link',
      url: 'https://example.com/article',
      durationSeconds: 600,
    });

    const curriculum = await curriculumOf(product.id);
    expect(curriculum.status).toBe(200);
    expect(curriculum.body).toEqual({
      productId: String(product.id),
      lessonCount: 4,
      durationSeconds: 900,
      sections: [
        { ...basics, lessonCount: 2, durationSeconds: 300, lessons: [video, reading] },
        { ...practice, lessonCount: 2, durationSeconds: 600, lessons: [notes, article] },
      ],
    });
  });

  it('lets only admins write: a visitor gets 401 and a customer 403', async () => {
    const product = await insertProduct(t);
    const section = await addSection(product.id, 'Basics');
    const lesson = await addLesson(product.id, section.id, textLesson('One'));
    const lessonUrl = `${lessonsUrl(product.id, section.id)}/${lesson.id}`;
    const writes = [
      ['POST', sectionsUrl(product.id), { title: 'More' }],
      ['PATCH', `${sectionsUrl(product.id)}/${section.id}`, { title: 'Renamed' }],
      ['DELETE', `${sectionsUrl(product.id)}/${section.id}`, undefined],
      ['POST', lessonsUrl(product.id, section.id), textLesson('Two')],
      ['PATCH', lessonUrl, { title: 'Renamed' }],
      ['DELETE', lessonUrl, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call<ErrorBody>(t, undefined, method, url, body)).status).toBe(401);
      expect((await call<ErrorBody>(t, customer, method, url, body)).status).toBe(403);
    }
    expect(await order(product.id)).toEqual([['Basics', ['One']]]);
  });

  it('moves sections and lessons, within a section and to another, keeping positions 1, 2, 3…', async () => {
    const product = await insertProduct(t);
    const [a, b, c] = [
      await addSection(product.id, 'A'),
      await addSection(product.id, 'B'),
      await addSection(product.id, 'C'),
    ];
    const [a1, a2, a3] = [
      await addLesson(product.id, a.id, textLesson('a1')),
      await addLesson(product.id, a.id, textLesson('a2')),
      await addLesson(product.id, a.id, textLesson('a3')),
    ];
    const b1 = await addLesson(product.id, b.id, textLesson('b1'));
    const patchSection = (id: string, body: object) =>
      call<Section>(t, admin, 'PATCH', `${sectionsUrl(product.id)}/${id}`, body);
    const patchLesson = (sectionId: string, id: string, body: object) =>
      call<Lesson>(t, admin, 'PATCH', `${lessonsUrl(product.id, sectionId)}/${id}`, body);

    const moved = await patchSection(c.id, { position: 1 });
    expect(moved.body).toMatchObject({ title: 'C', position: 1 });
    expect(await order(product.id)).toEqual([
      ['C', []],
      ['A', ['a1', 'a2', 'a3']],
      ['B', ['b1']],
    ]);
    await patchSection(c.id, { position: 3 });
    expect((await order(product.id)).map(([title]) => title)).toEqual(['A', 'B', 'C']);

    expect((await patchLesson(a.id, a3.id, { position: 1 })).body).toMatchObject({
      position: 1,
      sectionId: a.id,
    });
    await patchLesson(a.id, a3.id, { position: 2 });
    expect((await order(product.id))[0]).toEqual(['A', ['a1', 'a3', 'a2']]);

    // To another section: at its end unless a position is named.
    const across = await patchLesson(a.id, a1.id, { sectionId: b.id });
    expect(across.body).toMatchObject({ sectionId: b.id, position: 2 });
    await patchLesson(a.id, a2.id, { sectionId: b.id, position: 1 });
    await patchLesson(b.id, b1.id, { sectionId: c.id, position: 1 });
    expect(await order(product.id)).toEqual([
      ['A', ['a3']],
      ['B', ['a2', 'a1']],
      ['C', ['b1']],
    ]);
    expectDense((await curriculumOf(product.id)).body);

    // Past the end, or to another workshop's section, is refused and moves nothing.
    const tooFar = await patchSection(a.id, { position: 4 });
    expect(tooFar).toMatchObject({
      status: 400,
      body: { message: 'Position must be from 1 to 3' },
    });
    const pastEnd = await patchLesson(b.id, a2.id, { sectionId: c.id, position: 3 });
    expect(pastEnd).toMatchObject({
      status: 400,
      body: { message: 'Position must be from 1 to 2' },
    });
    const zero = await patchLesson(b.id, a2.id, { position: 0 });
    expect(zero).toMatchObject({
      status: 400,
      body: { message: `Position must be a whole number from 1 to 1000` },
    });
    const other = await insertProduct(t);
    const foreign = await addSection(other.id, 'Elsewhere');
    const stolen = await patchLesson(b.id, a2.id, { sectionId: foreign.id });
    expect(stolen).toMatchObject({
      status: 404,
      body: { message: `Workshop ${product.id} has no section ${foreign.id}` },
    });
    expect(await order(product.id)).toEqual([
      ['A', ['a3']],
      ['B', ['a2', 'a1']],
      ['C', ['b1']],
    ]);
  });

  it('keeps positions dense and unique when admins move things at the same moment', async () => {
    const product = await insertProduct(t);
    const sections: Section[] = [];
    for (const title of ['S1', 'S2', 'S3', 'S4'])
      sections.push(await addSection(product.id, title));
    const lessons: Lesson[] = [];
    for (const section of sections) {
      for (const n of [1, 2, 3, 4]) {
        lessons.push(await addLesson(product.id, section.id, textLesson(`${section.title}.${n}`)));
      }
    }
    // Each lesson is moved once, most of them to another section (to its end), the rest to the top of
    // their own, while the sections move too: every move is valid in whatever order they land.
    const moves = [
      ...lessons.map((lesson, index) => {
        const to = sections[(index * 3) % sections.length]!;
        const body = to.id === lesson.sectionId ? { position: 1 } : { sectionId: to.id };
        return call(
          t,
          admin,
          'PATCH',
          `${lessonsUrl(product.id, lesson.sectionId)}/${lesson.id}`,
          body,
        );
      }),
      ...sections.map((section, index) =>
        call(t, admin, 'PATCH', `${sectionsUrl(product.id)}/${section.id}`, {
          position: ((index + 2) % sections.length) + 1,
        }),
      ),
    ];
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const after = (await curriculumOf(product.id)).body;
    expectDense(after);
    expect(after.lessonCount).toBe(lessons.length);
    expect(
      after.sections.flatMap((section) => section.lessons.map((lesson) => lesson.id)).sort(),
    ).toEqual(lessons.map((lesson) => lesson.id).sort());
  });

  it('deletes a section with its lessons and a lesson alone, closing the gaps', async () => {
    const product = await insertProduct(t);
    const first = await addSection(product.id, 'First');
    const second = await addSection(product.id, 'Second');
    const third = await addSection(product.id, 'Third');
    await addLesson(product.id, second.id, textLesson('Gone with its section'));
    const keep = await addLesson(product.id, third.id, textLesson('Kept'));
    const drop = await addLesson(product.id, third.id, textLesson('Dropped'));
    const last = await addLesson(product.id, third.id, textLesson('Last'));

    const removed = await call(t, admin, 'DELETE', `${sectionsUrl(product.id)}/${second.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: second.id } });
    const removedLesson = await call(
      t,
      admin,
      'DELETE',
      `${lessonsUrl(product.id, third.id)}/${drop.id}`,
    );
    expect(removedLesson).toMatchObject({ status: 200, body: { id: drop.id } });

    const after = (await curriculumOf(product.id)).body;
    expectDense(after);
    expect(after.sections.map((section) => section.id)).toEqual([first.id, third.id]);
    expect(after.sections[1]!.lessons.map((lesson) => lesson.id)).toEqual([keep.id, last.id]);
    expect(after.lessonCount).toBe(2);

    const again = await call(t, admin, 'DELETE', `${sectionsUrl(product.id)}/${second.id}`);
    expect(again).toMatchObject({
      status: 404,
      body: { message: `Workshop ${product.id} has no section ${second.id}` },
    });
  });

  it("answers 404 for another workshop's section or lesson, and for an unknown workshop", async () => {
    const product = await insertProduct(t);
    const other = await insertProduct(t);
    const foreign = await addSection(other.id, 'Theirs');
    const lesson = await addLesson(other.id, foreign.id, textLesson('Theirs too'));
    const notHere = { message: `Workshop ${product.id} has no section ${foreign.id}` };
    expect(
      await call(t, admin, 'POST', lessonsUrl(product.id, foreign.id), textLesson('Mine')),
    ).toMatchObject({ status: 404, body: notHere });
    expect(
      await call(t, admin, 'PATCH', `${sectionsUrl(product.id)}/${foreign.id}`, { title: 'Mine' }),
    ).toMatchObject({ status: 404, body: notHere });
    expect(
      await call(t, admin, 'PATCH', `${lessonsUrl(product.id, foreign.id)}/${lesson.id}`, {
        title: 'Mine',
      }),
    ).toMatchObject({
      status: 404,
      body: { message: `Section ${foreign.id} has no lesson ${lesson.id}` },
    });
    expect(await call(t, admin, 'POST', sectionsUrl(2_000_000_000), { title: 'X' })).toMatchObject({
      status: 404,
    });
    expect((await curriculumOf(other.id)).body.sections[0]).toMatchObject({
      title: 'Theirs',
      lessons: [{ title: 'Theirs too' }],
    });
  });

  it('names the field the admin form labels when a section or lesson is not right', async () => {
    const product = await insertProduct(t);
    const section = await addSection(product.id, 'Basics');
    const url = lessonsUrl(product.id, section.id);
    const refused = async (body: unknown, target = url) => {
      const answer = await call<ErrorBody>(t, admin, 'POST', target, body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ title: '   ' }, sectionsUrl(product.id))).toBe('Enter a section title');
    expect(await refused({ kind: 'text', body: '<p>x</p>' })).toBe('Enter a lesson title');
    expect(await refused({ title: 'T' })).toBe('Choose a lesson type: video, text, file or link');
    expect(await refused({ title: 'T', kind: 'quiz' })).toBe(
      'Choose a lesson type: video, text, file or link',
    );
    expect(await refused({ title: 'T', kind: 'link', url: 'http://example.com' })).toBe(
      'Enter a link that starts with https://',
    );
    expect(await refused({ title: 'T', kind: 'link', url: 'javascript:alert(1)' })).toBe(
      'Enter a link that starts with https://',
    );
    expect(await refused({ title: 'T', kind: 'link' })).toBe(
      'Enter a link that starts with https://',
    );
    expect(await refused({ title: 'T', kind: 'file', url: 'https://evil.example/x.pdf' })).toBe(
      'Enter the address of a file on this site, starting with /',
    );
    expect(await refused({ title: 'T', kind: 'file', url: '//evil.example/x.pdf' })).toBe(
      'Enter the address of a file on this site, starting with /',
    );
    expect(await refused({ title: 'T', kind: 'text' })).toBe("Write the lesson's text");
    expect(await refused({ title: 'T', kind: 'text', body: '<script>alert(1)</script>' })).toBe(
      "Write the lesson's text",
    );
    expect(await refused({ title: 'T', kind: 'video', durationSeconds: 60 })).toBe(
      "Only a text or link lesson takes a reading time; a video's length is read from its file",
    );
    expect(await refused({ title: 'T', kind: 'video', url: 'https://example.com' })).toBe(
      'Only a file or link lesson has an address',
    );
    expect(await refused({ title: 'T', kind: 'link', url: 'https://a.example', body: 'x' })).toBe(
      'Only a text lesson has text',
    );
    expect(await refused({ ...textLesson('T'), dripDays: -1 })).toBe(
      'Opens after (days) must be a whole number from 0 to 3650',
    );
    expect(await refused({ ...textLesson('T'), dripDays: 1.5 })).toBe(
      'Opens after (days) must be a whole number from 0 to 3650',
    );
    expect(await refused({ ...textLesson('T'), preview: 'yes' })).toBe(
      'Free preview must be yes or no',
    );
    expect((await curriculumOf(product.id)).body.lessonCount).toBe(0);
  });

  it('changes only what a PATCH names, and empties what a new lesson type does not take', async () => {
    const product = await insertProduct(t);
    const section = await addSection(product.id, 'Basics');
    const lesson = await addLesson(
      product.id,
      section.id,
      textLesson('Reading', { preview: true, dripDays: 3, durationSeconds: 120 }),
    );
    const lessonUrl = `${lessonsUrl(product.id, section.id)}/${lesson.id}`;

    const renamed = await call<Lesson>(t, admin, 'PATCH', lessonUrl, { title: 'Reading, again' });
    expect(renamed.body).toEqual({ ...lesson, title: 'Reading, again' });
    const free = await call<Lesson>(t, admin, 'PATCH', lessonUrl, {
      preview: false,
      dripDays: null,
    });
    expect(free.body).toEqual({ ...renamed.body, preview: false, dripDays: null });

    const empty = await call<ErrorBody>(t, admin, 'PATCH', lessonUrl, {});
    expect(empty).toMatchObject({ status: 400, body: { message: 'Name what to change' } });

    // A link keeps its reading time and drops the text it cannot show.
    const link = await call<Lesson>(t, admin, 'PATCH', lessonUrl, {
      kind: 'link',
      url: 'https://example.com/read',
    });
    expect(link.body).toEqual({
      ...free.body,
      kind: 'link',
      body: null,
      url: 'https://example.com/read',
    });
    const video = await call<Lesson>(t, admin, 'PATCH', lessonUrl, { kind: 'video' });
    expect(video.body).toMatchObject({ kind: 'video', url: null, durationSeconds: null });
    const noText = await call<ErrorBody>(t, admin, 'PATCH', lessonUrl, { kind: 'text' });
    expect(noText).toMatchObject({ status: 400, body: { message: "Write the lesson's text" } });

    const sectionUrl = `${sectionsUrl(product.id)}/${section.id}`;
    const renamedSection = await call<Section>(t, admin, 'PATCH', sectionUrl, { title: 'Start' });
    expect(renamedSection.body).toMatchObject({ title: 'Start', position: 1, lessonCount: 1 });
    expect((await call<ErrorBody>(t, admin, 'PATCH', sectionUrl, {})).body.message).toBe(
      'Name what to change: title or position',
    );
  });

  it('keeps only safe HTML in a text lesson, whatever the editor sends', async () => {
    const product = await insertProduct(t);
    const section = await addSection(product.id, 'Basics');
    const bodyOf = async (html: string) =>
      (await addLesson(product.id, section.id, { title: 'T', kind: 'text', body: html })).body;

    const kept =
      '<h2>Heading</h2><h3>Sub</h3><p><strong>bold</strong> <em>italic</em> <code>x &lt; y</code></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><pre><code>npm test</code></pre>' +
      '<p><a href="https://example.com/docs">docs</a> <a href="mailto:help@kaushal.test">mail</a></p>' +
      '<img src="/uploads/diagram.png" alt="Diagram" />';
    expect(await bodyOf(kept)).toBe(kept);
    expect(await bodyOf('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(await bodyOf('<img src="http://shop.test/uploads/a.png" alt="ours">')).toBe(
      '<img src="/uploads/a.png" alt="ours" />',
    );

    const payloads: [string, string][] = [
      ['<p>hi</p><script>alert(document.cookie)</script>', '<p>hi</p>'],
      ['<img src=x onerror=alert(1)>', '<img src="x" />'],
      ['<p onclick="alert(1)" style="color:red">click</p>', '<p>click</p>'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
      ['<p>a</p><img src="https://evil.example/track.gif">', '<p>a</p>'],
      ['<p>a</p><img src="//evil.example/track.gif">', '<p>a</p>'],
      ['<p>a</p><img src="data:image/png;base64,iVBORw0KGgo=">', '<p>a</p>'],
      ['<svg><script>alert(1)</script></svg><p>b</p>', '<p>b</p>'],
      ['<iframe src="https://evil.example"></iframe><p>c</p>', '<p>c</p>'],
      ['<p>d</p><style>body{display:none}</style>', '<p>d</p>'],
      ['<form action="https://evil.example"><input name="card"></form><p>e</p>', '<p>e</p>'],
      ['<p>g</p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<p>g</p>'],
      ['<p>f</p><object data="x.swf"></object><embed src="x.swf">', '<p>f</p>'],
    ];
    for (const [payload, safe] of payloads) {
      const body = await bodyOf(payload);
      expect(body, payload).toBe(safe);
      expect(body).not.toMatch(/script|onerror|onclick|javascript:|data:|evil\.example|style/i);
    }
  });

  it('shows shoppers the outline of an offered workshop, with the content of previews only', async () => {
    const product = await insertProduct(t);
    const section = await addSection(product.id, 'Basics');
    const open = await addLesson(
      product.id,
      section.id,
      textLesson('Free chapter', { body: '<p>FREE-TEXT</p>', preview: true, durationSeconds: 60 }),
    );
    const paid = await addLesson(
      product.id,
      section.id,
      textLesson('Paid chapter', { body: '<p>PAID-TEXT</p>', durationSeconds: 240, dripDays: 2 }),
    );
    const link = await addLesson(product.id, section.id, {
      title: 'Paid link',
      kind: 'link',
      url: 'https://example.com/PAID-LINK',
    });

    const expected: CurriculumOutline = {
      productId: String(product.id),
      lessonCount: 3,
      durationSeconds: 300,
      sections: [
        {
          id: section.id,
          title: 'Basics',
          lessonCount: 3,
          durationSeconds: 300,
          lessons: [
            {
              id: open.id,
              title: 'Free chapter',
              kind: 'text',
              preview: true,
              durationSeconds: 60,
              body: '<p>FREE-TEXT</p>',
              url: null,
            },
            {
              id: paid.id,
              title: 'Paid chapter',
              kind: 'text',
              preview: false,
              durationSeconds: 240,
              body: null,
              url: null,
            },
            {
              id: link.id,
              title: 'Paid link',
              kind: 'link',
              preview: false,
              durationSeconds: null,
              body: null,
              url: null,
            },
          ],
        },
      ],
    };
    for (const user of [undefined, customer]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${product.id}/curriculum`,
        headers: user ? { cookie: user.cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
      expect(response.body).not.toMatch(/PAID-TEXT|PAID-LINK|dripDays|position/);
    }
    // The admin still reads everything.
    const full = await curriculumOf(product.id);
    expect(full.body.sections[0]!.lessons[1]).toMatchObject({
      body: '<p>PAID-TEXT</p>',
      dripDays: 2,
    });

    // A write empties the shoppers' kept outline.
    await call(t, admin, 'PATCH', `${lessonsUrl(product.id, section.id)}/${paid.id}`, {
      preview: true,
    });
    const opened = await readAs<CurriculumOutline>(undefined, product.id);
    expect(opened.body.sections[0]!.lessons[1]).toMatchObject({
      preview: true,
      body: '<p>PAID-TEXT</p>',
    });
  });

  it('hides the curriculum of a withdrawn workshop from everyone but admins', async () => {
    const product = await insertProduct(t);
    await addSection(product.id, 'Basics');
    expect((await readAs(undefined, product.id)).status).toBe(200);
    // The product form sends its two images with every edit.
    const withdrawn = await call(t, admin, 'PATCH', `/api/products/${product.id}`, {
      deleted: true,
      image1: '/uploads/one.png',
      image2: '/uploads/two.png',
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    for (const user of [undefined, customer]) {
      expect(await readAs(user, product.id)).toMatchObject({
        status: 404,
        body: { message: `Product ${product.id} was not found` },
      });
    }
    expect(await curriculumOf(product.id)).toMatchObject({
      status: 200,
      body: { sections: [{ title: 'Basics' }] },
    });
    expect((await readAs(undefined, 2_000_000_000)).status).toBe(404);
  });
});
