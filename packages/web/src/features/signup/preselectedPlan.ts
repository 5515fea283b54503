/** The plan to choose for the visitor: the only one offered, while none is chosen yet. */
export function preselectedPlan(plans: readonly { id: number }[] | undefined, chosen: number | undefined): number | undefined {
  if (chosen || plans?.length !== 1) return undefined;
  return plans[0]!.id;
}
