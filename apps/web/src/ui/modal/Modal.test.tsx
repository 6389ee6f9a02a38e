import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal.js';
import { ModalBackground } from './ModalBackground.js';

function Page(props: { first: boolean; second: boolean }) {
  return (
    <MantineProvider>
      <ModalBackground>
        <button type="button">Seite</button>
        <Modal opened={props.first} onClose={() => undefined} title="Erster">
          Eins
        </Modal>
        <Modal opened={props.second} onClose={() => undefined} title="Zweiter">
          Zwei
        </Modal>
      </ModalBackground>
    </MantineProvider>
  );
}

const pageButton = () => screen.queryByRole('button', { name: 'Seite' });

describe('Modal over the ModalBackground', () => {
  it('keeps the page inert until the last open modal closes', () => {
    const { rerender } = render(<Page first={false} second={false} />);
    expect(pageButton()).not.toBeNull();

    act(() => rerender(<Page first second />));
    expect(pageButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Seite', hidden: true }).closest('[inert]')).not.toBeNull();

    act(() => rerender(<Page first={false} second />));
    expect(pageButton()).toBeNull();

    act(() => rerender(<Page first={false} second={false} />));
    expect(pageButton()).not.toBeNull();
    expect(document.querySelector('[inert], [aria-hidden="true"]')).toBeNull();
  });
});

const sourceRoot = fileURLToPath(new NodeURL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dialogs of the client', () => {
  it("use this Modal and Drawer, not Mantine's own, so every dialog makes the page inert", () => {
    const mantineImport = /import\s*\{[^}]*\b(Modal|Drawer)\b[^}]*\}\s*from\s*'@mantine\/core'/;
    const offenders = sourceFiles(sourceRoot)
      .filter((path) => !path.endsWith(join('ui', 'modal', 'Modal.tsx')))
      .filter((path) => mantineImport.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
