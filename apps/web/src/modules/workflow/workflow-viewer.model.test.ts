import { describe, expect, it } from 'vitest';
import {
  isOwnAnnotation,
  pageFrameStyle,
  parseAnnotationList,
  percentBox,
  pointOnPage,
  rectBetween,
} from './workflow-viewer.model.js';

const a4 = { PageUid: 'p', PageIndex: 0, Width: 595, Height: 842, Rotation: 0 };

describe('workflow document viewer', () => {
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

  it('sizes the page frame by zoom mode', () => {
    expect(pageFrameStyle(a4, 'fullWidth')).toEqual({ width: '100%' });
    expect(pageFrameStyle({ Width: 842, Height: 421 }, 'wholeHeight')).toEqual({
      height: '78vh',
      width: 'calc(78vh * 2)',
    });
    expect(pageFrameStyle({ Width: 842, Height: 421 }, 'fit')).toEqual({
      width: 'min(100%, calc(78vh * 2))',
    });
  });

  it('reads the annotation list and knows the user’s own annotations', () => {
    const items = parseAnnotationList('[{"x":1,"y":2,"width":3,"height":4,"type":"rect","createdBy":"u1"}]');
    expect(items).toHaveLength(1);
    expect(isOwnAnnotation(items[0] as (typeof items)[number], 'u1')).toBe(true);
    expect(isOwnAnnotation(items[0] as (typeof items)[number], null)).toBe(false);
    expect(parseAnnotationList('kaputt')).toEqual([]);
    expect(parseAnnotationList(undefined)).toEqual([]);
  });
});
