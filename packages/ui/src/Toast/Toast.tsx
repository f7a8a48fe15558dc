import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { Icon, type IconName } from '../Icon/Icon';
import { usePortalContainer } from '../theme/ThemeProvider';
import { specDefaults } from '../theme/tokens';
import { useUiLabels } from '../UiLabels/useUiLabels';
import * as S from './Toast.styles';

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** Heading of the notification. */
  title: ReactNode;
  /** Message under the title. @default undefined */
  text?: ReactNode;
  /** Colour and icon. @default 'info' */
  status?: ToastStatus;
  /** Lifetime in ms; 0 keeps it until it is closed. @default the provider's duration (3000) */
  duration?: number;
  /** Group: a new toast pushes out the oldest one of its group beyond the group's `max`. @default 'default' */
  group?: string;
  /** Id, e.g. to close it later; generated when missing. @default generated */
  id?: string;
}

export interface ToastRecord {
  id: string;
  title: ReactNode;
  text: ReactNode;
  status: ToastStatus;
  duration: number;
  group: string;
  closing: boolean;
}

type Shortcut = (
  title: ReactNode,
  text?: ReactNode,
  options?: Omit<ToastOptions, 'title' | 'text' | 'status'>,
) => string;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  success: Shortcut;
  error: Shortcut;
  warning: Shortcut;
  info: Shortcut;
  /** Closes one toast (with its exit animation). */
  dismiss: (id: string) => void;
  /** Closes every toast. */
  dismissAll: () => void;
}

/** Icons from the spec: check-circle, alert-circle (error and warning), info. */
export const toastIcons: Record<ToastStatus, IconName> = {
  success: 'bx-check-circle',
  error: 'bx-error-circle',
  warning: 'bx-error-circle',
  info: 'bx-info-circle',
};

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the closest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}

export interface ToastProviderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Default lifetime of a toast in ms (spec: 3000). @default 3000 */
  duration?: number;
  /**
   * How many toasts a group shows at once; a number for every group or one per group name. Without it a group
   * shows one toast: a new one replaces the previous one (spec). @default 1
   */
  max?: number | Record<string, number>;
  /** Enter and exit animation in ms (spec: 300). @default 300 */
  animationDuration?: number;
  /** Accessible name of the toast region. @default the labels' `toast.region` ('Notifikasi') */
  label?: string;
  /** Accessible name of each close button. @default the labels' `toast.close` ('Tutup notifikasi') */
  closeLabel?: string;
  /** The app. */
  children?: ReactNode;
}

let counter = 0;

/**
 * Holds the toasts of the app and renders them bottom right, along the bottom on a phone (z-index 9999, 300 wide):
 * never over the top bar's user menu or a dialog's close button. A toast is visible from its
 * first frame, closes on click, and is removed from the DOM when its duration has passed or it was closed.
 * Screen readers hear each new toast through a polite (info, success) or assertive (error, warning) live region.
 */
export function ToastProvider({
  duration = specDefaults.toastDuration,
  max,
  animationDuration = specDefaults.toastAnimation,
  label: labelProp,
  closeLabel: closeProp,
  children,
  style,
  ...rest
}: ToastProviderProps) {
  const labels = useUiLabels().toast;
  const label = labelProp ?? labels.region;
  const closeLabel = closeProp ?? labels.close;
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [announcement, setAnnouncement] = useState<{ polite: string; assertive: string }>({
    polite: '',
    assertive: '',
  });
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const container = usePortalContainer();
  const settings = useRef({ duration, max, animationDuration });
  settings.current = { duration, max, animationDuration };

  const clearTimer = (id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  };

  const remove = useCallback((id: string) => {
    clearTimer(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      clearTimer(id);
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, closing: true } : t)));
      timers.current.set(
        id,
        setTimeout(() => remove(id), settings.current.animationDuration),
      );
    },
    [remove],
  );

  const show = useCallback(
    (options: ToastOptions) => {
      const id = options.id ?? `pawon-toast-${++counter}`;
      const group = options.group ?? 'default';
      const lifetime = options.duration ?? settings.current.duration;
      const limitSetting = settings.current.max;
      const limit = Math.max(
        1,
        typeof limitSetting === 'number' ? limitSetting : (limitSetting?.[group] ?? 1),
      );
      const record: ToastRecord = {
        id,
        title: options.title,
        text: options.text,
        status: options.status ?? 'info',
        duration: lifetime,
        group,
        closing: false,
      };
      setToasts((list) => {
        const others = list.filter((t) => t.id !== id);
        const sameGroup = others.filter((t) => t.group === group && !t.closing);
        const overflow = sameGroup.length + 1 - limit;
        const pushedOut = new Set(overflow > 0 ? sameGroup.slice(0, overflow).map((t) => t.id) : []);
        pushedOut.forEach(clearTimer);
        return [...others.filter((t) => !pushedOut.has(t.id)), record];
      });
      clearTimer(id);
      if (lifetime > 0 && Number.isFinite(lifetime)) {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), lifetime),
        );
      }
      const spoken = [textOf(options.title), textOf(options.text)].filter(Boolean).join('. ');
      const urgent = record.status === 'error' || record.status === 'warning';
      setAnnouncement({ polite: urgent ? '' : spoken, assertive: urgent ? spoken : '' });
      return id;
    },
    [dismiss],
  );

  const dismissAll = useCallback(() => {
    setToasts((list) => {
      list.forEach((t) => {
        if (!t.closing) {
          clearTimer(t.id);
          timers.current.set(
            t.id,
            setTimeout(() => remove(t.id), settings.current.animationDuration),
          );
        }
      });
      return list.map((t) => ({ ...t, closing: true }));
    });
  }, [remove]);

  useEffect(() => {
    const map = timers.current;
    return () => {
      map.forEach((timer) => clearTimeout(timer));
      map.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => {
    const shortcut =
      (status: ToastStatus): Shortcut =>
      (title, text, options) =>
        show({ ...options, title, text, status });
    return {
      show,
      success: shortcut('success'),
      error: shortcut('error'),
      warning: shortcut('warning'),
      info: shortcut('info'),
      dismiss,
      dismissAll,
    };
  }, [show, dismiss, dismissAll]);

  const viewport = (
    <S.Viewport
      aria-label={label}
      data-toast-viewport=""
      style={{ '--pawon-toast-speed': `${animationDuration}ms`, ...style } as CSSProperties}
      {...rest}
    >
      <S.VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement.polite}
      </S.VisuallyHidden>
      <S.VisuallyHidden role="alert" aria-live="assertive" aria-atomic="true">
        {announcement.assertive}
      </S.VisuallyHidden>
      {toasts.length > 0 ? (
        <S.List>
          {toasts.map((toast) => (
            <S.Item
              key={toast.id}
              data-toast-id={toast.id}
              data-status={toast.status}
              data-group={toast.group}
              data-state={toast.closing ? 'closing' : 'open'}
              onClick={() => dismiss(toast.id)}
            >
              <S.ItemIcon aria-hidden="true">
                <Icon name={toastIcons[toast.status]} />
              </S.ItemIcon>
              <S.ItemText>
                <S.ItemTitle>{toast.title}</S.ItemTitle>
                {toast.text ? <S.ItemBody>{toast.text}</S.ItemBody> : null}
              </S.ItemText>
              <S.CloseSlot>
                <IconButton
                  icon="bx-x"
                  size="sm"
                  label={closeLabel}
                  onClick={(event) => {
                    event.stopPropagation();
                    dismiss(toast.id);
                  }}
                />
              </S.CloseSlot>
            </S.Item>
          ))}
        </S.List>
      ) : null}
    </S.Viewport>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' ? null : createPortal(viewport, container ?? document.body)}
    </ToastContext.Provider>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return '';
}
