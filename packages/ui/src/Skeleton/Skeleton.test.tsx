import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton />);
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders several text lines, the last one shorter', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-variant="text"]');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.getPropertyValue('--pawon-skeleton-width')).toBe('60%');
  });

  it('takes width and height in px or CSS lengths', () => {
    const { container } = renderWithTheme(<Skeleton variant="circle" width={48} height="3rem" />);
    const el = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(el).toHaveAttribute('data-variant', 'circle');
    expect(el.style.getPropertyValue('--pawon-skeleton-width')).toBe('48px');
    expect(el.style.getPropertyValue('--pawon-skeleton-height')).toBe('3rem');
  });
});
