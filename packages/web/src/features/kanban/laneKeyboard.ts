import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard drag between lanes: left and right arrows jump the held card to the centre of the
 * neighbouring lane (dnd-kit's default moves 25 px a press, a dozen presses per lane).
 */
export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect } }) => {
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return undefined;
  event.preventDefault();
  const rects = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const target = event.code === 'ArrowRight' ? rects.find((rect) => rect.left > centre) : [...rects].reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: Math.max(target.top + 48, collisionRect.top) };
};
