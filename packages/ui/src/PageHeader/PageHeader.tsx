import { forwardRef, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as S from './PageHeader.styles';
import { pageDefaults } from '../UiLabels/defaults/page';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface BreadcrumbItem {
  /** Text of the step. */
  label: ReactNode;
  /** Link of the step; the last step (current page) usually has none. */
  href?: string;
}

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Page title (the page's `h1`). */
  title: ReactNode;
  /** Line under the title. @default undefined */
  subtitle?: ReactNode;
  /** Path to this page, shown above the title. @default undefined */
  breadcrumb?: BreadcrumbItem[];
  /** Buttons on the right (stacked full width on phones). @default undefined */
  actions?: ReactNode;
  /** Renders breadcrumb links (e.g. react-router's Link). @default (p) => <a {...p} /> */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactElement;
  /** Accessible name of the breadcrumb navigation. @default 'Lokasi halaman' */
  breadcrumbLabel?: string;
}

const defaultRenderLink = (props: { href: string; children: ReactNode }) => <a {...props} />;

/** Title, subtitle or breadcrumb, and actions at the top of a page. */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  {
    title,
    subtitle,
    breadcrumb,
    actions,
    renderLink = defaultRenderLink,
    breadcrumbLabel: breadcrumbLabelProp,
    ...rest
  },
  ref,
) {
  const pageLabels = useUiLabelGroup('page', pageDefaults);
  const breadcrumbLabel = breadcrumbLabelProp ?? pageLabels.breadcrumb;
  return (
    <S.Root ref={ref} {...rest}>
      <S.Text>
        {breadcrumb && breadcrumb.length > 0 ? (
          <nav aria-label={breadcrumbLabel}>
            <S.Crumbs>
              {breadcrumb.map((item, index) => {
                const last = index === breadcrumb.length - 1;
                return (
                  <li key={index}>
                    {item.href && !last ? (
                      renderLink({ href: item.href, children: item.label })
                    ) : (
                      <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                    )}
                    {last ? null : <Icon name="bx-chevron-right" />}
                  </li>
                );
              })}
            </S.Crumbs>
          </nav>
        ) : null}
        <S.Title>{title}</S.Title>
        {subtitle ? <S.Subtitle>{subtitle}</S.Subtitle> : null}
      </S.Text>
      {actions ? <S.Actions>{actions}</S.Actions> : null}
    </S.Root>
  );
});
PageHeader.displayName = 'PageHeader';
