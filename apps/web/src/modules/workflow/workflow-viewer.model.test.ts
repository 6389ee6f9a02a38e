import { describe, expect, it } from 'vitest';
import { isOwnAnnotation, pageFrameStyle, parseAnnotationList } from './workflow-viewer.model.js';

const a4 = { PageUid: 'p', PageIndex: 0, Width: 595, Height: 842, Rotation: 0 };

describe('workflow document viewer', () => {
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
