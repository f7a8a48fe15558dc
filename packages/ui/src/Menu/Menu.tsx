import { DropdownMenu } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { useControllableState } from '../hooks/useControllableState';
import { usePortalContainer } from '../theme/ThemeProvider';
import { specDefaults } from '../theme/tokens';
import * as S from './Menu.styles';

export interface MenuItemData {
  /** Text of the item. */
  label: ReactNode;
  /** Called when chosen (click, Enter or Space). */
  onSelect?: () => void;
  /** Boxicons name. */
  icon?: IconName;
  /** `danger` for destructive items. */
  tone?: 'default' | 'danger';
  /** Not selectable. */
  disabled?: boolean;
  /** Hint on the right, e.g. a keyboard shortcut. */
  shortcut?: string;
}

export type MenuEntry = MenuItemData | 'separator' | { group: string };

export interface MenuProps extends Omit<ComponentPropsWithoutRef<typeof DropdownMenu.Content>, 'children'> {
  /** Element that opens the menu (a Button or IconButton; rendered `asChild`). */
  trigger: ReactElement;
  /** Items as data: objects, `'separator'`, or `{ group: 'Title' }` labels. @default undefined */
  items?: MenuEntry[];
  /** Items as children (Menu.Item, Menu.Separator, Menu.Label), after `items`. @default undefined */
  children?: ReactNode;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state. @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }`. @default undefined */
  onOpenChange?: (event: { open: boolean }) => void;
  /** Alignment with the trigger. @default 'end' */
  align?: 'start' | 'center' | 'end';
  /** Distance from the trigger in px (spec: 2). @default 2 */
  sideOffset?: number;
}

export interface MenuItemProps extends Omit<ComponentPropsWithoutRef<typeof DropdownMenu.Item>, 'onSelect'> {
  /** Boxicons name. @default undefined */
  icon?: IconName;
  /** `danger` for destructive items. @default 'default' */
  tone?: 'default' | 'danger';
  /** Hint on the right. @default undefined */
  shortcut?: string;
  /** Called when chosen. @default undefined */
  onSelect?: () => void;
}

const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { icon, tone = 'default', shortcut, onSelect, children, ...rest },
  ref,
) {
  return (
    <S.Item ref={ref} data-tone={tone} onSelect={onSelect ? () => onSelect() : undefined} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      <S.ItemLabel>{children}</S.ItemLabel>
      {shortcut ? <S.Shortcut aria-hidden="true">{shortcut}</S.Shortcut> : null}
    </S.Item>
  );
});
MenuItem.displayName = 'Menu.Item';

const MenuSeparator = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenu.Separator>>(
  function MenuSeparator(props, ref) {
    return <S.Separator ref={ref} {...props} />;
  },
);
MenuSeparator.displayName = 'Menu.Separator';

const MenuLabel = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenu.Label>>(
  function MenuLabel(props, ref) {
    return <S.Label ref={ref} {...props} />;
  },
);
MenuLabel.displayName = 'Menu.Label';

function MenuRoot({
  trigger,
  items,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  align = 'end',
  sideOffset = specDefaults.menuOffset,
  ...rest
}: MenuProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange ? (next: boolean) => onOpenChange({ open: next }) : undefined,
  });
  const container = usePortalContainer();
  return (
    <DropdownMenu.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <S.Content align={align} sideOffset={sideOffset} collisionPadding={8} {...rest}>
          {items?.map((entry, index) => {
            if (entry === 'separator') return <MenuSeparator key={`sep-${index}`} />;
            if ('group' in entry) return <MenuLabel key={`group-${index}`}>{entry.group}</MenuLabel>;
            return (
              <MenuItem
                key={index}
                icon={entry.icon}
                tone={entry.tone}
                disabled={entry.disabled}
                shortcut={entry.shortcut}
                onSelect={entry.onSelect}
              >
                {entry.label}
              </MenuItem>
            );
          })}
          {children}
        </S.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * A dropdown menu of actions (Radix DropdownMenu): arrow keys move, Enter/Space choose, Escape closes and
 * returns focus to the trigger, typing jumps to an item. Opens 2 px from its trigger (spec).
 */
export const Menu = Object.assign(MenuRoot, {
  Item: MenuItem,
  Separator: MenuSeparator,
  Label: MenuLabel,
  displayName: 'Menu',
});
