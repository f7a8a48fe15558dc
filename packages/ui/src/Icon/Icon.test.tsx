import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from './Icon';
import { iconUrl, isIconName, loadIcon, loadIconNames, parseSvg } from './registry';

describe('Icon registry', () => {
  it('knows the form of Boxicons names and where each kind of icon is served', async () => {
    expect(isIconName('bx-package')).toBe(true);
    expect(isIconName('bxs-package')).toBe(true);
    expect(isIconName('bxl-github')).toBe(true);
    expect(isIconName('fa-user')).toBe(false);
    expect(isIconName('bx-../../etc')).toBe(false);
    expect(iconUrl('bxs-package')).toMatch(/\/solid\/bxs-package\.svg$/);
    expect(iconUrl('bxl-github')).toMatch(/\/logos\/bxl-github\.svg$/);
    const names = await loadIconNames();
    expect(names.length).toBeGreaterThan(1500);
    expect(names).toContain('bx-package');
  });

  it('parses an SVG file into viewBox and body without inline fills or styles', () => {
    const parsed = parseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" style="fill: rgba(0, 0, 0, 1)"><path fill="#000" style="x" d="M1 2z"/></svg>',
    );
    expect(parsed).toEqual({ viewBox: '0 0 24 24', body: '<path d="M1 2z"/>' });
  });

  it('loads an icon lazily and caches it', async () => {
    const first = await loadIcon('bx-package');
    expect(first?.body).toContain('<path');
    expect(await loadIcon('bx-package')).toBe(first);
    expect(await loadIcon('bx-nope')).toBeUndefined();
  });
});

describe('Icon', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the SVG paths of a known icon, decorative by default', async () => {
    const { container } = render(<Icon name="bx-user" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(svg).toHaveAttribute('data-state', 'loaded'));
    expect(svg.querySelector('path')).not.toBeNull();
  });

  it('is an image named by `label` when given one', () => {
    render(<Icon name="bx-cart" label="Keranjang" />);
    expect(screen.getByRole('img', { name: 'Keranjang' })).toBeInTheDocument();
  });

  it('warns once for an unknown name and renders an empty icon of the same size', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender } = render(<Icon name="bx-tidak-ada" size={32} />);
    const svg = container.querySelector('svg')!;
    await waitFor(() => expect(svg).toHaveAttribute('data-state', 'missing'));
    expect(svg.childNodes).toHaveLength(0);
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.style.getPropertyValue('--pawon-icon-size')).toBe('32px');
    rerender(<Icon name="bx-tidak-ada" size={32} />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('bx-tidak-ada');
  });
});
