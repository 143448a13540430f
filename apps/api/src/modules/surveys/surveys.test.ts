import type { Session, Survey } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../platform/db/schema/index.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, id = 1) =>
  t.app.inject({ method: 'GET', url: `/api/survey/${id}`, headers });
const answer = (headers: Record<string, string>, answers: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/survey/1', headers, payload: { answers } });

describe('survey 1', () => {
  it('is seeded as one single-choice question with an "Otro" that asks for text', async () => {
    const { headers } = await registerCustomer(t);
    const survey = body<Survey>(await get(headers)).data;
    expect(survey).toMatchObject({ id: 1, title: '¿Cómo nos conociste?', answered: false });
    expect(survey.questions).toHaveLength(1);
    expect(survey.questions[0]).toMatchObject({ kind: 'single', text: '¿Cómo nos conociste?' });
    expect(survey.questions[0]!.options.at(-1)).toEqual({ id: 'otro', label: 'Otro', withText: true });
    expect(body(await get(headers, 2)).code).toBe('NOT_FOUND');
  });

  it('is answered once: the answer is stored, encuesta_respondida turns true, a second answer is refused', async () => {
    const { session, headers } = await registerCustomer(t);
    const [question] = body<Survey>(await get(headers)).data.questions;

    const noText = await answer(headers, [{ questionId: question!.id, optionIds: ['otro'] }]);
    expect(body(noText)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { 'answers.0.text': 'Cuéntanos cómo nos conociste.' } },
    });
    const two = await answer(headers, [{ questionId: question!.id, optionIds: ['google', 'tiktok'] }]);
    expect(body(two).data).toMatchObject({ fields: { 'answers.0.optionIds': 'Elige una de las opciones.' } });
    const invented = await answer(headers, [{ questionId: question!.id, optionIds: ['radio'] }]);
    expect(body(invented).code).toBe('VALIDATION_FAILED');

    const ok = await answer(headers, [
      { questionId: question!.id, optionIds: ['otro'], text: '  Un volante en el mercado ' },
    ]);
    expect(body(ok)).toEqual({
      success: true,
      data: { encuesta_respondida: true },
      message: '¡Gracias por responder!',
    });
    const stored = await t.ctx.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, session.user.id));
    expect(stored).toEqual([
      expect.objectContaining({
        surveyId: 1,
        answers: [{ questionId: question!.id, optionIds: ['otro'], text: 'Un volante en el mercado' }],
      }),
    ]);

    const twice = await answer(headers, [{ questionId: question!.id, optionIds: ['google'] }]);
    expect(twice.statusCode).toBe(409);
    expect(body(twice)).toMatchObject({
      code: 'SURVEY_ALREADY_ANSWERED',
      message: 'Ya respondiste esta encuesta. ¡Gracias!',
    });
    expect(body<Survey>(await get(headers)).data.answered).toBe(true);
    expect(body<Session>(await t.login(session.dni, 'Segura2026')).data.encuesta_respondida).toBe(true);
  });

  it('keeps the text only where the option asks for it, and is for customers', async () => {
    const { session, headers } = await registerCustomer(t);
    const [question] = body<Survey>(await get(headers)).data.questions;
    await answer(headers, [{ questionId: question!.id, optionIds: ['instagram'], text: 'sobra' }]);
    const [stored] = await t.ctx.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, session.user.id));
    expect(stored?.answers).toEqual([{ questionId: question!.id, optionIds: ['instagram'], text: null }]);
    expect(body(await get(await t.authAs('admin'))).code).toBe('FORBIDDEN_ROLE');
  });
});
