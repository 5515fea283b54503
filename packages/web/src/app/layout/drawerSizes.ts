/** The drawer is 240 wide, open above 1200 px, temporary under 600 px. */
export const DRAWER_WIDTH = 240;
/** A closed permanent drawer keeps a rail of icons this wide. */
export const DRAWER_RAIL_WIDTH = 64;
export const DRAWER_OPEN_ABOVE_PX = 1200;
export const TEMPORARY_DRAWER_BELOW_PX = 600;

export function drawerOpenByDefault(windowWidth: number): boolean {
  return windowWidth > DRAWER_OPEN_ABOVE_PX;
}
