import { describe, expect, it } from 'vitest';
import { percentBox, pointOnPage, rectBetween } from './page-geometry.js';

const a4 = { Width: 595, Height: 842 };

describe('page geometry', () => {
  it('turns a pointer position into PDF points of the shown page, staying on the page', () => {
    const bounds = { left: 100, top: 50, width: 297.5, height: 421 };
    expect(pointOnPage(bounds, 100 + 148.75, 50 + 210.5, a4)).toEqual({ x: 298, y: 421 });
    expect(pointOnPage(bounds, 0, 2000, a4)).toEqual({ x: 0, y: 842 });
  });

  it('makes a rectangle from a drag in any direction and ignores clicks', () => {
    expect(rectBetween({ x: 200, y: 300 }, { x: 100, y: 250 })).toEqual({
      x: 100,
      y: 250,
      width: 100,
      height: 50,
    });
    expect(rectBetween({ x: 10, y: 10 }, { x: 12, y: 40 })).toBeNull();
  });

  it('places boxes in percent of the page', () => {
    expect(percentBox({ x: 297.5, y: 421, width: 59.5 }, a4)).toEqual({
      left: '50%',
      top: '50%',
      width: '10%',
    });
  });
});
