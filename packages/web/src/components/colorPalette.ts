/**
 * The 50 preset colours of queues and tags: ten hues, five shades each (light to dark), so the
 * picker reads as a grid of columns. Lower-case, as the server stores colours.
 */
const HUES: readonly (readonly string[])[] = [
  ['#e57373', '#ef5350', '#f44336', '#d32f2f', '#b71c1c'],
  ['#f06292', '#ec407a', '#e91e63', '#c2185b', '#880e4f'],
  ['#ba68c8', '#ab47bc', '#9c27b0', '#7b1fa2', '#4a148c'],
  ['#7986cb', '#5c6bc0', '#3f51b5', '#303f9f', '#1a237e'],
  ['#64b5f6', '#42a5f5', '#2196f3', '#1976d2', '#0d47a1'],
  ['#4dd0e1', '#26c6da', '#00bcd4', '#0097a7', '#006064'],
  ['#4db6ac', '#26a69a', '#009688', '#00796b', '#004d40'],
  ['#81c784', '#66bb6a', '#4caf50', '#388e3c', '#1b5e20'],
  ['#ffd54f', '#ffca28', '#ffc107', '#ffa000', '#ff6f00'],
  ['#ff8a65', '#ff7043', '#ff5722', '#e64a19', '#bf360c'],
];

/** Row by row (one shade of every hue per row), the order the grid draws them in. */
export const COLOR_PALETTE: readonly string[] = [0, 1, 2, 3, 4].flatMap((shade) => HUES.map((hue) => hue[shade]!));
