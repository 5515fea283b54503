import { describe, expect, it } from 'vitest';
import { preselectedPlan } from './preselectedPlan';

describe('the plan chosen for the visitor', () => {
  it('is the only plan offered, while none is chosen', () => {
    expect(preselectedPlan([{ id: 4 }], 0)).toBe(4);
    expect(preselectedPlan([{ id: 4 }], undefined)).toBe(4);
  });

  it('is left to the visitor with several plans, none, or a choice made', () => {
    expect(preselectedPlan([{ id: 4 }, { id: 5 }], 0)).toBeUndefined();
    expect(preselectedPlan([], 0)).toBeUndefined();
    expect(preselectedPlan(undefined, 0)).toBeUndefined();
    expect(preselectedPlan([{ id: 4 }], 4)).toBeUndefined();
  });
});
