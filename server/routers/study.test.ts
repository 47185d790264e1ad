import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements } from '../../db/seed/study/achievements';
import { quizzes } from '../../db/seed/study/quizzes';
import { readingPlans } from '../../db/seed/study/reading-plans';
import { createTestApp, type TestApp } from '../test/app';
import { nextClientAddress } from '../test/http';

// The Study Hub's /api paths (members.md section 7), through HTTP as the browser and API clients use them,
// on a database with the Bible seeded. The clock is the test's, so streak days can cross midnights.
describe('the Study Hub API', () => {
  let t: TestApp;
  let now = new Date('2026-11-23T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ bible: true, clock: { now: () => now } });
  });
  afterAll(() => t.close());

  let members = 0;
  async function signUp(): Promise<string> {
    members += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: `reader${members}`, password: 'correct horse battery' },
      remoteAddress: nextClientAddress(),
    });
    expect(res.statusCode).toBe(201);
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('lwm_session='));
    return String(cookie).split(';')[0] ?? '';
  }
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const [plan] = readingPlans;
  const [quiz] = quizzes;
  if (!plan || !quiz) throw new Error('the catalogues are empty');
  const planChapters = plan.days.flat();
  const rightAnswers = quiz.questions.map((q) => q.correctAnswer);

  describe('catalogues, for anyone', () => {
    it('lists the reading plans with their chapters day by day, and finds one by id', async () => {
      const list = await call('GET', '/api/bible/reading-plans');
      expect(list.status).toBe(200);
      expect(list.body.plans.length).toBeGreaterThanOrEqual(6);
      expect(list.body.plans[0]).toMatchObject({ id: plan.id, name: plan.name, duration: plan.days.length, planType: plan.planType });
      expect(list.body.plans[0].chapters).toEqual(planChapters);
      const one = await call('GET', `/api/bible/reading-plans/${plan.id}`);
      expect(one.body.plan.name).toBe(plan.name);
      expect(await call('GET', '/api/bible/reading-plans/9999')).toEqual({ status: 404, body: { error: 'NOT_FOUND', message: 'Reading plan not found' } });
      expect((await call('GET', '/api/bible/reading-plans/abc')).status).toBe(400);
    });

    it('lists the quizzes and sends a quiz without a single correct answer', async () => {
      const list = await call('GET', '/api/bible/quizzes');
      expect(list.body.quizzes.length).toBeGreaterThanOrEqual(8);
      expect(list.body.quizzes[0]).toEqual({
        id: quiz.id,
        title: quiz.title,
        description: quiz.description,
        category: quiz.category,
        difficulty: quiz.difficulty,
        questionCount: 10,
      });
      const one = await call('GET', `/api/bible/quizzes/${quiz.id}`);
      expect(one.body.quiz.questions).toHaveLength(10);
      const [firstQuestion] = quiz.questions;
      expect(one.body.quiz.questions[0]).toEqual({ text: firstQuestion?.text, options: firstQuestion?.options });
      expect(JSON.stringify(one.body)).not.toMatch(/correct|keyWords|reference/i);
      expect(await call('GET', '/api/bible/quizzes/9999')).toEqual({ status: 404, body: { error: 'NOT_FOUND', message: 'Quiz not found' } });
    });

    it('lists the achievement catalogue: four types at three levels', async () => {
      const { body } = await call('GET', '/api/achievements');
      expect(body.achievements).toHaveLength(achievements.length);
      for (const type of ['reading', 'reading_plan', 'quiz', 'streak']) {
        expect(body.achievements.filter((a: { type: string }) => a.type === type).map((a: { level: number }) => a.level).sort()).toEqual([1, 2, 3]);
      }
    });
  });

  describe('signed out', () => {
    it('answers empty lists and zeros for what a member did', async () => {
      expect((await call('GET', '/api/user/bible-chapters')).body).toEqual({ chapters: [], chaptersCount: 0, totalReadInPlan: 0 });
      expect((await call('GET', '/api/user/reading-plans')).body).toEqual({ plans: [] });
      expect((await call('GET', '/api/user/streak')).body).toMatchObject({ currentStreak: 0, longestStreak: 0 });
      expect((await call('GET', '/api/user/achievements')).body).toEqual({ achievements: [] });
    });

    it('refuses every write with 401', async () => {
      for (const [method, url, payload] of [
        ['POST', '/api/bible/chapters/read', { book: 'John', chapter: 1 }],
        ['POST', '/api/bible/reading-plans/start', { planId: plan.id }],
        ['PATCH', `/api/bible/reading-plans/${plan.id}/progress`, { progress: 10 }],
        ['POST', `/api/bible/quizzes/${quiz.id}/submit`, { answers: rightAnswers }],
      ] as const) {
        expect((await call(method, url, undefined, payload)).status, url).toBe(401);
      }
    });
  });

  describe('reading', () => {
    it('refuses a book, chapter, notes or time zone that is not right, with a message', async () => {
      const cookie = await signUp();
      const read = (payload: object) => call('POST', '/api/bible/chapters/read', cookie, payload);
      expect(await read({ book: 'Hezekiah', chapter: 1 })).toEqual({ status: 400, body: { error: 'BAD_REQUEST', message: 'Unknown book: Hezekiah' } });
      expect(await read({ book: 'Genesis', chapter: 51 })).toEqual({ status: 400, body: { error: 'BAD_REQUEST', message: 'Genesis has 50 chapters.' } });
      expect((await read({ book: 'Genesis', chapter: 1.5 })).body.message).toBe('Chapter must be a whole number');
      expect((await read({ book: 'Genesis', chapter: 1, notes: 'x'.repeat(5001) })).body.message).toBe('Please keep your notes under 5,000 characters');
      expect(await read({ book: 'Genesis', chapter: 1, timeZone: 'Mars/Olympus' })).toEqual({
        status: 400,
        body: { error: 'BAD_REQUEST', message: 'Unknown time zone: Mars/Olympus' },
      });
      expect((await call('GET', '/api/user/bible-chapters', cookie)).body.chaptersCount).toBe(0);
    });

    it('marks a chapter read by name or abbreviation; again keeps the first date and takes the new notes', async () => {
      const cookie = await signUp();
      now = new Date('2026-11-23T12:00:00Z');
      const first = await call('POST', '/api/bible/chapters/read', cookie, { book: 'Jn', chapter: 3, notes: '  God so loved  ' });
      expect(first.status).toBe(200);
      expect(first.body.chapter).toEqual({ book: 'John', chapter: 3, notes: 'God so loved', readAt: '2026-11-23T12:00:00.000Z' });
      expect(first.body.newAchievements.map((a: { name: string }) => a.name)).toEqual([achievements.find((a) => a.type === 'reading' && a.level === 1)?.name]);

      now = new Date('2026-11-24T12:00:00Z');
      const again = await call('POST', '/api/bible/chapters/read', cookie, { book: 'John', chapter: 3, notes: 'Born again' });
      expect(again.body.chapter).toMatchObject({ notes: 'Born again', readAt: '2026-11-23T12:00:00.000Z' });
      expect(again.body.newAchievements).toEqual([]);
      await call('POST', '/api/bible/chapters/read', cookie, { book: 'John', chapter: 3 });
      const list = await call('GET', '/api/user/bible-chapters', cookie);
      expect(list.body).toEqual({ chapters: [{ book: 'John', chapter: 3, notes: 'Born again', readAt: '2026-11-23T12:00:00.000Z' }], chaptersCount: 1, totalReadInPlan: 0 });
    });
  });

  describe('reading plans', () => {
    it('starts a plan once (201, then 409), and 404 for a plan that does not exist', async () => {
      const cookie = await signUp();
      const start = await call('POST', '/api/bible/reading-plans/start', cookie, { planId: plan.id });
      expect(start.status).toBe(201);
      expect(start.body.plan).toMatchObject({ planId: plan.id, progress: 0, isCompleted: false });
      expect(await call('POST', '/api/bible/reading-plans/start', cookie, { planId: plan.id })).toEqual({
        status: 409,
        body: { error: 'CONFLICT', message: 'You have already started this reading plan.' },
      });
      expect((await call('POST', '/api/bible/reading-plans/start', cookie, { planId: 9999 })).status).toBe(404);
      expect((await call('GET', '/api/user/reading-plans', cookie)).body.plans).toEqual([expect.objectContaining({ planId: plan.id, progress: 0, isCompleted: false })]);
    });

    it('keeps the progress right when a chapter of the plan is read, and counts it in the plan', async () => {
      const cookie = await signUp();
      await call('POST', '/api/bible/reading-plans/start', cookie, { planId: plan.id });
      const [first, second] = planChapters;
      const read = await call('POST', '/api/bible/chapters/read', cookie, first);
      expect(read.body.plans).toEqual([expect.objectContaining({ planId: plan.id, progress: Math.round(100 / planChapters.length) })]);
      await call('POST', '/api/bible/chapters/read', cookie, second);
      const list = await call('GET', `/api/user/bible-chapters?planId=${plan.id}`, cookie);
      expect(list.body).toMatchObject({ chaptersCount: 2, totalReadInPlan: 2 });
      expect((await call('GET', '/api/user/reading-plans', cookie)).body.plans[0].progress).toBe(Math.round(200 / planChapters.length));
    });

    it('takes a progress from 0 to 100 as sent; 100 completes the plan once; anything else is a 400', async () => {
      const cookie = await signUp();
      const patch = (progress: unknown, id: number = plan.id) => call('PATCH', `/api/bible/reading-plans/${id}/progress`, cookie, { progress });
      expect((await patch(10)).status).toBe(404);
      await call('POST', '/api/bible/reading-plans/start', cookie, { planId: plan.id });
      for (const bad of [101, -1, 1.5, '50', null]) {
        expect(await patch(bad), String(bad)).toEqual({ status: 400, body: { error: 'BAD_REQUEST', message: 'Progress must be a whole number from 0 to 100' } });
      }
      expect((await patch(40)).body.plan).toMatchObject({ progress: 40, isCompleted: false });
      const done = await patch(100);
      expect(done.body.plan).toMatchObject({ progress: 100, isCompleted: true });
      expect(done.body.newAchievements.map((a: { type: string }) => a.type)).toEqual(['reading_plan']);
      const again = await patch(100);
      expect(again.body).toMatchObject({ plan: { isCompleted: true }, newAchievements: [] });
      expect((await patch(50, 9999)).status).toBe(404);
    });
  });

  describe('quizzes', () => {
    it('scores on the server, keeps the attempt and reviews each answer with its verse', async () => {
      const cookie = await signUp();
      const answers = rightAnswers.map((answer, index) => (index < 3 ? (answer + 1) % 4 : answer));
      const res = await call('POST', `/api/bible/quizzes/${quiz.id}/submit`, cookie, { answers });
      expect(res.status).toBe(200);
      expect(res.body.attempt).toEqual({ correctAnswers: 7, totalQuestions: 10 });
      expect(res.body.newAchievements.map((a: { type: string }) => a.type)).toEqual(['quiz']);
      expect(res.body.review).toHaveLength(10);
      expect(res.body.review[0]).toMatchObject({ question: quiz.questions[0]?.text, chosen: answers[0], correct: rightAnswers[0], isCorrect: false });
      for (const item of res.body.review) expect(item.verseText.length).toBeGreaterThan(10);
      expect(res.body.review.filter((item: { isCorrect: boolean }) => item.isCorrect)).toHaveLength(7);
    });

    it('refuses a wrong number of answers or an option that does not exist', async () => {
      const cookie = await signUp();
      const submit = (answers: unknown) => call('POST', `/api/bible/quizzes/${quiz.id}/submit`, cookie, { answers });
      expect((await submit([0, 1])).body.message).toBe('Please answer all 10 questions.');
      expect((await submit(rightAnswers.map((a, i) => (i === 4 ? 4 : a)))).body.message).toBe('The answer to question 5 must be one of its 4 options.');
      expect((await submit(rightAnswers.map((a, i) => (i === 0 ? -1 : a)))).status).toBe(400);
      expect((await submit('all of them')).status).toBe(400);
      expect((await call('POST', '/api/bible/quizzes/9999/submit', cookie, { answers: rightAnswers })).status).toBe(404);
      expect((await call('GET', '/api/user/streak', cookie)).body.currentStreak).toBe(0);
    });

    it('unlocks an achievement once when two submits race', async () => {
      const cookie = await signUp();
      const [a, b] = await Promise.all([
        call('POST', `/api/bible/quizzes/${quiz.id}/submit`, cookie, { answers: rightAnswers }),
        call('POST', `/api/bible/quizzes/${quiz.id}/submit`, cookie, { answers: rightAnswers }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([...a.body.newAchievements, ...b.body.newAchievements].map((x: { type: string }) => x.type)).toEqual(['quiz']);
      const mine = await call('GET', '/api/user/achievements', cookie);
      const unlocked = mine.body.achievements.filter((x: { unlockedAt: string | null }) => x.unlockedAt);
      expect(unlocked).toHaveLength(1);
      expect(unlocked[0]).toMatchObject({ id: expect.any(Number), progress: 100 });
    });
  });

  describe('streaks, in the member’s own days', () => {
    const read = (cookie: string, at: string, timeZone: string | undefined, chapter: number) => {
      now = new Date(at);
      return call('POST', '/api/bible/chapters/read', cookie, { book: 'Psalms', chapter, ...(timeZone ? { timeZone } : {}) });
    };
    const streak = async (cookie: string, at: string) => {
      now = new Date(at);
      return (await call('GET', '/api/user/streak', cookie)).body;
    };

    it('counts midnight where the member lives: two days in Honolulu are one day in UTC', async () => {
      const honolulu = await signUp();
      await read(honolulu, '2026-03-01T09:30:00Z', 'Pacific/Honolulu', 1); // 23:30 on 28 February there
      await read(honolulu, '2026-03-01T10:30:00Z', 'Pacific/Honolulu', 2); // 00:30 on 1 March there
      expect(await streak(honolulu, '2026-03-01T12:00:00Z')).toMatchObject({ currentStreak: 2, longestStreak: 2, today: '2026-03-01', recentDays: ['2026-02-28', '2026-03-01'] });

      const utc = await signUp();
      await read(utc, '2026-03-01T09:30:00Z', undefined, 1);
      await read(utc, '2026-03-01T10:30:00Z', undefined, 2);
      expect(await streak(utc, '2026-03-01T12:00:00Z')).toMatchObject({ currentStreak: 1, longestStreak: 1, today: '2026-03-01' });
    });

    it('keeps counting across a daylight-saving change, holds through yesterday, and keeps the longest', async () => {
      const cookie = await signUp();
      // New York springs forward at 02:00 on 8 March 2026: 23:00 EST on the 7th, 23:30 EDT on the 8th, 00:30 on the 10th.
      await read(cookie, '2026-03-08T04:00:00Z', 'America/New_York', 10);
      await read(cookie, '2026-03-09T03:30:00Z', undefined, 11);
      await read(cookie, '2026-03-09T05:00:00Z', undefined, 12); // 01:00 EDT on the 9th
      await read(cookie, '2026-03-10T04:30:00Z', undefined, 13);
      expect(await streak(cookie, '2026-03-10T15:00:00Z')).toMatchObject({ currentStreak: 4, longestStreak: 4, today: '2026-03-10' });
      expect(await streak(cookie, '2026-03-12T03:00:00Z')).toMatchObject({ currentStreak: 4, today: '2026-03-11' });
      expect(await streak(cookie, '2026-03-12T15:00:00Z')).toMatchObject({ currentStreak: 0, longestStreak: 4, today: '2026-03-12' });
      await read(cookie, '2026-03-12T15:00:00Z', undefined, 14);
      expect(await streak(cookie, '2026-03-12T16:00:00Z')).toMatchObject({ currentStreak: 1, longestStreak: 4 });
    });

    it('counts a submitted quiz as a study day', async () => {
      now = new Date('2026-11-23T12:00:00Z'); // before signing up: sessions last 30 days of the test's clock
      const cookie = await signUp();
      const submitted = await call('POST', `/api/bible/quizzes/${quiz.id}/submit`, cookie, { answers: rightAnswers, timeZone: 'Europe/London' });
      expect(submitted.body.attempt).toEqual({ correctAnswers: 10, totalQuestions: 10 });
      expect(await streak(cookie, '2026-11-23T13:00:00Z')).toMatchObject({ currentStreak: 1, recentDays: ['2026-11-23'] });
    });
  });

  it('shows progress on locked achievements and the unlocked ones with their dates', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const cookie = await signUp();
    await call('POST', '/api/bible/chapters/read', cookie, { book: 'Genesis', chapter: 1 });
    const { body } = await call('GET', '/api/user/achievements', cookie);
    const [bronze, silver] = achievements.filter((a) => a.type === 'reading').sort((a, b) => a.level - b.level);
    expect(body.achievements).toContainEqual({ id: expect.any(Number), achievementId: bronze?.id, progress: 100, unlockedAt: '2026-11-23T12:00:00.000Z' });
    expect(body.achievements).toContainEqual({ id: null, achievementId: silver?.id, progress: Math.floor(100 / (silver?.threshold ?? 1)), unlockedAt: null });
  });
});
