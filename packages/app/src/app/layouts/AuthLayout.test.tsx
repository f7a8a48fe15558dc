import { afterEach, describe, expect, it } from 'vitest';
import { shouldTakeFocus } from './AuthLayout';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a navigation in the shell', () => {
  it('moves to the new screen from the body, a gone element, the sidebar or the menu search', () => {
    document.body.innerHTML = `
      <aside id="app-sidebar"><a href="#" data-sidebar-link id="link">Jabatan</a></aside>
      <header><input id="menu-search"><button id="user">Menu pengguna</button></header>
      <main id="main"><button id="inside">Tambah</button></main>`;
    const main = document.getElementById('main');
    const gone = document.createElement('button');
    expect(shouldTakeFocus(document.body, main)).toBe(true);
    expect(shouldTakeFocus(null, main)).toBe(true);
    expect(shouldTakeFocus(gone, main)).toBe(true);
    expect(shouldTakeFocus(document.getElementById('link'), main)).toBe(true);
    expect(shouldTakeFocus(document.getElementById('menu-search'), main)).toBe(true);
  });

  it('leaves a control the user moved to while the screen loaded, or one in the new screen', () => {
    document.body.innerHTML = `
      <header><button id="user">Menu pengguna</button></header>
      <main id="main"><button id="inside">Tambah</button></main>`;
    const main = document.getElementById('main');
    expect(shouldTakeFocus(document.getElementById('user'), main)).toBe(false);
    expect(shouldTakeFocus(document.getElementById('inside'), main)).toBe(false);
  });
});
