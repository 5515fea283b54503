import { areaAccess, type AccessContext, type AreaId } from '../areas';

/**
 * A side menu entry shows when its area is built and the user may enter it. While the plan is
 * unknown, plan-gated entries stay hidden rather than appear and vanish.
 */
export function isMenuEntryVisible(area: AreaId, builtAreas: ReadonlySet<AreaId>, context: AccessContext): boolean {
  return builtAreas.has(area) && areaAccess(area, context) === 'allowed';
}
