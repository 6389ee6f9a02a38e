import { describe, expect, it } from 'vitest';
import { annotationAreas, areasSvg } from './capture.page-drawing.js';

describe('drawing areas on a page image', () => {
  it('scales boxes from points to pixels, fills highlights, escapes labels and refuses odd colours', () => {
    const svg = areasSvg(
      [
        {
          box: { x0: 10, y0: 20, x1: 110, y1: 40 },
          color: '#1971c2',
          filled: true,
          label: 'Betrag <brutto>',
        },
        { box: { x0: 0, y0: 0, x1: 72, y1: 72 }, color: 'red" onload="x', filled: false },
      ],
      { width: 200, height: 300, scale: 2 },
    );
    expect(svg).toContain('width="200" height="300"');
    expect(svg).toContain('<rect x="20" y="40" width="200" height="40" fill="#1971c2" fill-opacity="0.3"');
    expect(svg).toContain('Betrag &#60;brutto&#62;');
    expect(svg).toContain('<rect x="0" y="0" width="144" height="144" fill="none" stroke="#d9480f"');
    expect(svg).not.toContain('onload');
  });

  it('reads stored viewer annotations and ignores what is not a list', () => {
    expect(
      annotationAreas(
        '[{"type":"highlight","x":5,"y":6,"width":10,"height":4,"color":"#ffd43b","text":"Prüfen"}]',
      ),
    ).toEqual([{ box: { x0: 5, y0: 6, x1: 15, y1: 10 }, color: '#ffd43b', filled: true, label: 'Prüfen' }]);
    expect(annotationAreas('{"x":1}')).toEqual([]);
    expect(annotationAreas('kein json')).toEqual([]);
    expect(annotationAreas(null)).toEqual([]);
  });
});
