import { defaultWeekSchedule, type Queue } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { buildQueueBody, queueFormSchema, queueFormValues } from './queueForm';

const queue: Queue = {
  id: 3,
  companyId: 1,
  name: 'Vendas',
  color: '#2196f3',
  greetingMessage: 'Olá',
  outOfHoursMessage: '',
  orderQueue: 2,
  schedules: defaultWeekSchedule(),
  integrationId: null,
  promptId: 5,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('queue form', () => {
  it('starts a new queue with the default hours and the offered colour', () => {
    const values = queueFormValues(undefined, '#e57373');
    expect(values).toMatchObject({ name: '', color: '#e57373', orderQueue: '', promptId: '' });
    expect(values.schedules).toEqual(defaultWeekSchedule());
  });

  it('applies the seed rules: name 2 to 50, colour required 3 to 9', () => {
    // The form shows the first issue of each field.
    const issues = (values: object) => {
      const found = queueFormSchema.safeParse({ ...queueFormValues(queue), ...values }).error?.issues.map((issue) => [issue.path[0], issue.message]);
      return found?.filter(([field], index) => found.findIndex(([other]) => other === field) === index);
    };
    expect(issues({ name: 'V', color: '#1' })).toEqual([['name', 'validation.tooShort'], ['color', 'validation.tooShort']]);
    expect(issues({ name: 'x'.repeat(51), color: '#1234567890' })).toEqual([['name', 'validation.tooLong'], ['color', 'validation.tooLong']]);
    expect(issues({ color: '' })).toEqual([['color', 'validation.required']]);
    expect(issues({})).toBeUndefined();
  });

  it('sends ids only for the selects that exist, and an empty order as null', () => {
    const values = { ...queueFormValues(queue), orderQueue: '' };
    expect(buildQueueBody(values, { integrations: false, prompts: false })).not.toHaveProperty('promptId');
    expect(buildQueueBody(values, { integrations: false, prompts: true })).toMatchObject({ promptId: 5, orderQueue: null });
    expect(buildQueueBody({ ...values, promptId: '', integrationId: '4' }, { integrations: true, prompts: true })).toMatchObject({ promptId: null, integrationId: 4 });
  });
});
