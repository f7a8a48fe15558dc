import type { Decorator, StoryObj } from '@storybook/react-vite';
import type { FieldValues } from 'react-hook-form';
import { forgetList } from './listCache';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import type { SchemaRules } from '@pawon/api-client/constraints';
import { ToastBridge } from '../app/ToastBridge';
import type { Identified } from '../lib/listQuery';
import type { Resource, ResourceOperations } from '../lib/resource/defineResource';
import type { ResourceDescriptor } from '../lib/resource/types';
import type { MenuHeader } from '../lib/menus';
import { clearSession, storeSession } from '../lib/session';
import { appStore } from '../lib/store';
import { receiptPaperAtom } from '../lib/print/paperSetting';
import { resetQueryClient } from '../lib/query/queryClient';
import { failure, mockFetch, PENDING, type MockHandlers } from './mockOperations';

/** The signed-in user of the screen stories. */
export const STORY_USER: Schemas['User'] = {
  id: 1,
  name: 'Admin Pawon',
  email: 'admin@pawon.test',
  phone: '0812-0000-0001',
  photo: null,
  active: true,
  position: { id: 2, code: 'SA', name: 'Admin' },
  groups: [{ id: 1, name: 'Super Admin' }],
  version: 1,
  createdAt: '2026-11-01T02:00:00Z',
  updatedAt: '2026-11-01T02:00:00Z',
};

export interface ScreenFrameOptions {
  /** The app path the screen is shown at (its menu url). */
  path: string;
  /** The API, answered from typed handlers. */
  handlers: MockHandlers;
  /** Rights on `path`. @default every right */
  rights?: { create: boolean; update: boolean; delete: boolean };
  /** Action menus (rights of their own, such as `/transaction/undeliver`) held along with every right on `path`. */
  actions?: string[];
  /** Called before the screen mounts (reset a list's atoms). */
  reset?: () => void;
  /** The signed-in user's menu tree. @default none */
  menus?: MenuHeader[];
  /** Nobody is signed in (login, register). @default false */
  signedOut?: boolean;
  /** A query string the screen opens with (`?view=batch`). @default none */
  search?: string;
}

/**
 * Shows an app screen as it runs: the app's store with a signed-in Super Admin, a memory router at the screen's
 * path, toasts, and `fetch` answered by typed mock handlers (no server, no network).
 */
export function ScreenFrame({ options, children }: { options: ScreenFrameOptions; children: ReactNode }) {
  // Set once, before the screen's first render asks the API anything.
  useState(() => {
    // Its own query cache: no story shows what another one loaded.
    resetQueryClient(appStore);
    // A fresh device: its receipt paper is A4 until a story (or its play) chooses another.
    appStore.set(receiptPaperAtom, 'a4');
    options.reset?.();
    clearSession(appStore);
    const rights = options.rights ?? { create: true, update: true, delete: true };
    if (!options.signedOut) {
      storeSession(appStore, {
        token: 'story-token',
        datas: STORY_USER,
        menus: options.menus ?? [],
        rights: [
          { url: options.path, view: true, ...rights },
          ...(options.rights ? [] : (options.actions ?? [])).map((url) => ({
            url,
            view: true,
            create: false,
            update: false,
            delete: false,
          })),
        ],
      });
    }
    globalThis.fetch = mockFetch(options.handlers);
    return null;
  });
  return (
    <JotaiProvider store={appStore}>
      <ToastProvider>
        <ToastBridge />
        <MemoryRouter initialEntries={[`${options.path}${options.search ?? ''}`]}>{children}</MemoryRouter>
      </ToastProvider>
    </JotaiProvider>
  );
}

export const screenDecorator =
  (options: ScreenFrameOptions): Decorator =>
  (Story) => (
    <ScreenFrame options={options}>
      <Story />
    </ScreenFrame>
  );

/** A page of rows as the contract's list answers it, searched and paged like the server would. */
function pageOf<T>(
  rows: T[],
  body: { page?: number; perPage?: number | 'all'; search?: string } | undefined,
) {
  const search = body?.search?.toLowerCase();
  const found = search ? rows.filter((r) => JSON.stringify(r).toLowerCase().includes(search)) : rows;
  const perPage = body?.perPage === 'all' || body?.perPage === undefined ? 25 : body.perPage;
  const page = body?.page ?? 1;
  return { datas: found.slice((page - 1) * perPage, page * perPage), total: found.length, page, perPage };
}

export interface ResourceStoryFixtures<T> {
  /** A realistic page of records. */
  rows: T[];
  /**
   * One record with very long text, for the LongText story. @default the first row with each text field of the
   * add form at its contract `maxLength` (`longRecord`)
   */
  long?: T;
  /** Other operations the screen calls (reference lists of its filters and form). */
  handlers?: MockHandlers;
  /** What every page answer adds besides the rows (a list's `totals`). */
  pageExtras?: Record<string, unknown>;
  /** A query string the screen opens with (`?view=batch`). */
  search?: string;
  /** What the list answers besides its rows (`totals` of every matching row), from the rows it answers. */
  summary?: (rows: T[]) => Record<string, unknown>;
  /** Action menus of the screen the story user holds when they hold every right (`/transaction/undeliver`). */
  actions?: string[];
}

type ScreenStory = StoryObj<ComponentType>;

/** What every stored record carries besides its own fields; `recordsOf` fills it in. */
type Stamp = 'id' | 'version' | 'createdAt' | 'updatedAt';
const STAMP = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
type Cells<T, K extends readonly (keyof T)[]> = { [I in keyof K]: T[K[I]] };

/**
 * Records as a table, typed by the resource's record: the fields once, then a row of values per record (`id`
 * counts from 1, the stamp is filled in). The fields must be every field of the record but the stamp.
 */
export function recordsOf<
  T extends Identified,
  const K extends readonly (Exclude<keyof T, Stamp> & string)[],
  V extends FieldValues = FieldValues,
>(
  _resource: Resource<T, V> | ListScreenOf<T>,
  fields: K &
    ([Exclude<keyof T, Stamp | K[number]>] extends [never]
      ? unknown
      : { missing: Exclude<keyof T, Stamp | K[number]> }),
  rows: Array<Cells<T, K>>,
): T[] {
  return rows.map(
    (values, index) =>
      ({
        id: index + 1,
        ...STAMP,
        ...Object.fromEntries(fields.map((f, i) => [f, values[i]])),
      }) as unknown as T,
  );
}

/**
 * A record whose every text field of the add form is as long as the contract allows: words of its own value
 * repeated, the last such field as one unbroken word (a layout must cut it, not widen). Fields with a pattern
 * (a phone number) keep their value.
 */
export function longRecord<T>(row: T, input: SchemaRules | undefined): T {
  const texts = Object.entries(input?.properties ?? {}).filter(
    ([name, rule]) =>
      rule.type === 'string' &&
      !rule.pattern &&
      !rule.enum &&
      rule.maxLength !== undefined &&
      typeof (row as Record<string, unknown>)[name] === 'string',
  );
  const long: Record<string, unknown> = { ...row, id: 9 };
  texts.forEach(([name, rule], index) => {
    const own = String((row as Record<string, unknown>)[name]);
    const unbroken = texts.length > 1 && index === texts.length - 1;
    const piece = unbroken ? `${own.replace(/\s+/g, '-')}-` : `${own} `;
    long[name] = piece
      .repeat(Math.ceil(rule.maxLength! / piece.length))
      .slice(0, rule.maxLength)
      .trim();
  });
  return long as T;
}

/** A list screen built on a descriptor by hand (the admin screens), described for its stories. */
export interface ListScreenOf<T extends Identified> {
  Screen: ComponentType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form values
  descriptor: ResourceDescriptor<T, any>;
  path: string;
  operations: ResourceOperations;
}

const listScreenOf = <T extends Identified, V extends FieldValues>(
  resource: Resource<T, V> | ListScreenOf<T>,
): ListScreenOf<T> =>
  'declaration' in resource
    ? {
        Screen: resource.Screen as ComponentType,
        descriptor: resource.descriptor,
        path: resource.menu,
        operations: resource.operations,
      }
    : resource;

/**
 * The screen stories every declared resource gets: filled, loading, empty, error, long text, read-only (no
 * create, update or delete rights), phone width and dark theme; each runs as a test with axe.
 */
export function resourceStories<T extends Identified, V extends FieldValues = FieldValues>(
  declared: Resource<T, V> | ListScreenOf<T>,
  fixtures: ResourceStoryFixtures<T>,
) {
  const resource = listScreenOf(declared);
  const long =
    fixtures.long ??
    longRecord(fixtures.rows[0]!, 'declaration' in declared ? declared.declaration.rules.input : undefined);
  const { operations: ops, path } = resource;
  const reset = () => forgetList(resource.descriptor.list);
  const list = (answer: (body: unknown) => unknown): MockHandlers =>
    ({ [ops.list]: ({ body }: { body: unknown }) => answer(body) }) as MockHandlers;
  const writes: MockHandlers = {
    ...(ops.add
      ? {
          [ops.add]: ({ body }: { body: object }) => ({
            status: 'success',
            datas: { ...fixtures.rows[0], ...body, id: 999 },
          }),
        }
      : {}),
    ...(ops.update
      ? {
          [ops.update]: ({ body }: { body: object }) => ({
            status: 'success',
            datas: { ...fixtures.rows[0], ...body },
          }),
        }
      : {}),
    ...(ops.delete
      ? {
          [ops.delete]: ({ path: p }: { path: { id?: string } }) => ({
            status: 'success',
            id: Number(p.id ?? 1),
          }),
        }
      : {}),
  } as MockHandlers;
  const frame = (handlers: MockHandlers, rights?: ScreenFrameOptions['rights']): ScreenStory => ({
    decorators: [
      screenDecorator({
        path,
        // A fixture's own answer to a write (the payment's plan) wins over the generic echo of the body.
        handlers: { ...writes, ...fixtures.handlers, ...handlers },
        rights,
        ...(fixtures.actions ? { actions: fixtures.actions } : {}),
        reset,
        ...(fixtures.search ? { search: fixtures.search } : {}),
      }),
    ],
  });
  const answer = (rows: T[], body: unknown) => {
    const page = pageOf(rows, body as never);
    return { status: 'success', ...page, ...fixtures.pageExtras, ...fixtures.summary?.(rows) };
  };
  const filled = list((body) => answer(fixtures.rows, body));
  // Read when a story plays, in the language it shows (a getter of the catalogue, not a constant).
  const caption = () => resource.descriptor.messages.caption;
  const showsRows: ScreenStory['play'] = async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: caption() }, { timeout: 5000 });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  };

  const meta = {
    title: `Screens/${resource.descriptor.messages.title}`,
    component: resource.Screen,
    parameters: { layout: 'fullscreen' },
    tags: ['!autodocs'],
  };
  const stories = {
    Filled: { ...frame(filled), play: showsRows },
    Loading: {
      ...frame(list(() => PENDING)),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByRole('table', { name: caption() })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    Empty: {
      ...frame(list((body) => answer([], body))),
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText(resource.descriptor.messages.empty),
        ).toBeVisible();
      },
    },
    Error: {
      ...frame(
        list(() =>
          failure(
            503,
            'Basis data sedang tidak dapat dihubungi. Coba lagi sebentar lagi.',
            undefined,
            undefined,
            { code: 'server.unavailable' },
          ),
        ),
      ),
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText(/Basis data sedang tidak dapat dihubungi/),
        ).toBeVisible();
      },
    },
    LongText: {
      ...frame(list((body) => answer([long, ...fixtures.rows.slice(0, 3)], body))),
      play: showsRows,
    },
    ReadOnly: {
      ...frame(filled, { create: false, update: false, delete: false }),
      play: async (context) => {
        await showsRows(context);
        // Without the rights the actions stay in view, disabled, each saying which right it needs.
        const add = within(context.canvasElement).queryByRole('button', {
          name: resource.descriptor.messages.addLabel,
        });
        if (add) {
          await expect(add).toHaveAttribute('aria-disabled', 'true');
          await expect(add).toHaveAccessibleDescription(/^Perlu hak tambah /);
        }
        for (const button of within(context.canvasElement).queryAllByRole('button', {
          name: /^(Ubah|Hapus) /,
        }))
          await expect(button).toHaveAttribute('aria-disabled', 'true');
      },
    },
    Phone: {
      ...frame(filled),
      globals: { viewport: { value: 'phone', isRotated: false } },
      play: async (context) => {
        await showsRows(context);
        // The story is drawn at phone width (in Storybook and in the vitest runs alike).
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        // Several filters fold behind one button there; it opens them.
        const toggle = within(context.canvasElement).queryByRole('button', { name: /^Filter( \(|$)/ });
        if ((resource.descriptor.filters?.length ?? 0) > 1) {
          const group = context.canvasElement.ownerDocument.getElementById(
            toggle!.getAttribute('aria-controls')!,
          )!;
          await expect(group).not.toBeVisible();
          await userEvent.click(toggle!);
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(group.firstElementChild).toBeVisible();
        }
      },
    },
    Dark: { ...frame(filled), globals: { theme: 'dark' }, play: showsRows },
  } satisfies Record<string, ScreenStory>;
  return { meta, ...stories };
}

export { listOf } from './mockOperations';

export interface PageStoryOptions extends ScreenFrameOptions {
  /** What every story of the page checks once it is drawn (its heading, say). */
  check: (canvas: ReturnType<typeof within>) => Promise<void>;
}

/**
 * The stories of a screen that is not a list (sign in, profile, FAQ…): as it opens, in the dark theme and at
 * phone width; each checks the page and runs axe. Add the page's own states (a wrong password…) beside them.
 */
export function pageStories(title: string, Screen: ComponentType, options: PageStoryOptions) {
  const frame = { decorators: [screenDecorator(options)] };
  const play: ScreenStory['play'] = async ({ canvasElement }) => options.check(within(canvasElement));
  const meta = {
    title: `Screens/${title}`,
    component: Screen,
    parameters: { layout: 'fullscreen' },
    tags: ['!autodocs'],
  };
  const stories = {
    Default: { ...frame, play },
    Dark: { ...frame, globals: { theme: 'dark' }, play },
    Phone: {
      ...frame,
      globals: { viewport: { value: 'phone', isRotated: false } },
      play: async (context) => {
        await play(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
      },
    },
  } satisfies Record<string, ScreenStory>;
  return { meta, frame, ...stories };
}
