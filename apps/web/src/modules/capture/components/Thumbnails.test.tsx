import type { PageSummary } from '@belegfluss/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, renderInApp, signedInManager } from '../../../test/harness.js';
import { Thumbnails } from './Thumbnails.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = { id: '00000000-0000-4000-8000-0000000000b1', rotation: 0, isBlank: false } as PageSummary;
/** Ends a hang only: the preview opens after the hover card's own delay. */
const OPEN_CEILING = { timeout: 60_000 };

function renderThumbnails(magnification: number) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:thumbnail');
  fakeServer({
    'GET /api/cap/CapDocViewer/Thumbnail': () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
  });
  renderInApp(
    <Thumbnails
      mandantId="00000000-0000-4000-8000-0000000000a1"
      pages={[page]}
      width={120}
      magnification={magnification}
      currentIndex={0}
      selectedIds={[]}
      onSelect={() => undefined}
    />,
    { manager: signedInManager([]) },
  );
}

describe('thumbnails and the setting previewZoom', () => {
  it('show a copy enlarged by the magnification while the pointer rests on a page', async () => {
    renderThumbnails(2);
    const thumbnail = await screen.findByRole('img', { name: 'Seite 1' });
    expect(thumbnail.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.mouseEnter(thumbnail);
    const preview = await screen.findByTestId('thumbnail-preview', {}, OPEN_CEILING);
    const enlarged = preview.querySelector('img') as HTMLImageElement;
    expect(enlarged.getAttribute('src')).toBe('blob:thumbnail');
    expect(enlarged.style.width).toContain('15rem');
    expect(thumbnail.style.width).toContain('7.5rem');
  });

  it('show no preview at magnification 1 (switched off): the page opens nothing on hover', async () => {
    renderThumbnails(1);
    const thumbnail = await screen.findByRole('img', { name: 'Seite 1' });
    expect(thumbnail.getAttribute('aria-haspopup')).toBeNull();
  });
});
