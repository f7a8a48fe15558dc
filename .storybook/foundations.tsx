/**
 * Blocks for the Foundations docs page: they read the theme tokens themselves, so the page always shows what
 * `@pawon/ui` ships.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Icon, loadIconNames } from '../packages/ui/src/Icon';
import {
  baseTokens,
  darkTheme,
  lightTheme,
  PawonThemeProvider,
  varName,
  type ColorTokens,
  type PawonTheme,
} from '../packages/ui/src/theme';

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--pawon-color-border)',
  textAlign: 'left',
};
const mono: CSSProperties = { fontFamily: 'var(--pawon-font-family-mono)', fontSize: '0.8125rem' };

function Frame({ mode = 'light', children }: { mode?: 'light' | 'dark'; children: ReactNode }) {
  return (
    <PawonThemeProvider mode={mode} global={false}>
      <div
        className="sb-unstyled"
        style={{
          fontFamily: 'var(--pawon-font-family)',
          background: 'var(--pawon-color-background)',
          color: 'var(--pawon-color-text)',
          padding: '1rem',
          borderRadius: '0.5rem',
          marginBottom: '1rem',
        }}
      >
        {children}
      </div>
    </PawonThemeProvider>
  );
}

function Swatches({ theme }: { theme: PawonTheme }) {
  const entries = Object.entries(theme.color) as Array<[keyof ColorTokens, string]>;
  const toast = Object.entries(theme.toast).map(
    ([k, v]) => [`toast.${k}`, v, varName(['toast', k])] as const,
  );
  const all = [...entries.map(([k, v]) => [k, v, varName(['color', k])] as const), ...toast];
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: '0.75rem',
      }}
    >
      {all.map(([name, value, cssName]) => (
        <div
          key={name}
          style={{
            background: 'var(--pawon-color-surface)',
            borderRadius: '0.375rem',
            overflow: 'hidden',
            border: '1px solid var(--pawon-color-border)',
          }}
        >
          <div style={{ height: '3rem', background: `var(${cssName})` }} />
          <div style={{ padding: '0.5rem' }}>
            <div style={{ fontWeight: 600, color: 'var(--pawon-color-text-strong)' }}>{name}</div>
            <div style={{ ...mono, color: 'var(--pawon-color-text-muted)' }}>{value}</div>
            <div style={{ ...mono, color: 'var(--pawon-color-text-muted)', wordBreak: 'break-all' }}>
              {cssName}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

export function ColorPalette() {
  return (
    <>
      <h3>Terang (light, bawaan)</h3>
      <Frame mode="light">
        <Swatches theme={lightTheme} />
      </Frame>
      <h3>Gelap (dark)</h3>
      <Frame mode="dark">
        <Swatches theme={darkTheme} />
      </Frame>
    </>
  );
}

export function TypeScale() {
  const sample = 'Laporan penjualan mingguan: Rp 1.234.567';
  return (
    <Frame>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {Object.entries(baseTokens.fontSize).map(([name, size]) => (
            <tr key={name}>
              <td style={{ ...cell, ...mono, width: '10rem' }}>
                fontSize.{name}
                <br />
                {size}
              </td>
              <td
                style={{
                  ...cell,
                  fontSize: `var(${varName(['fontSize', name])})`,
                  color: 'var(--pawon-color-text-strong)',
                }}
              >
                {sample}
              </td>
            </tr>
          ))}
          {Object.entries(baseTokens.fontWeight).map(([name, weight]) => (
            <tr key={name}>
              <td style={{ ...cell, ...mono }}>
                fontWeight.{name}
                <br />
                {weight}
              </td>
              <td style={{ ...cell, fontWeight: Number(weight) }}>
                Public Sans {weight} — <em>miring (italic) {weight}</em>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

export function Spacing() {
  return (
    <Frame>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {Object.entries(baseTokens.space).map(([name, size]) => (
            <tr key={name}>
              <td style={{ ...cell, ...mono, width: '10rem' }}>space.{name}</td>
              <td style={{ ...cell, ...mono, width: '6rem' }}>{size}</td>
              <td style={cell}>
                <div
                  style={{
                    height: '0.75rem',
                    width: size,
                    background: 'var(--pawon-color-primary)',
                    borderRadius: 2,
                  }}
                />
              </td>
            </tr>
          ))}
          {Object.entries(baseTokens.radius).map(([name, size]) => (
            <tr key={name}>
              <td style={{ ...cell, ...mono }}>radius.{name}</td>
              <td style={{ ...cell, ...mono }}>{size}</td>
              <td style={cell}>
                <div
                  style={{
                    height: '2.5rem',
                    width: '4rem',
                    border: '2px solid var(--pawon-color-primary)',
                    borderRadius: size,
                  }}
                />
              </td>
            </tr>
          ))}
          {(['sm', 'md', 'lg', 'xl'] as const).map((name) => (
            <tr key={name}>
              <td style={{ ...cell, ...mono }}>shadow.{name}</td>
              <td style={{ ...cell, ...mono }} />
              <td style={cell}>
                <div
                  style={{
                    height: '2.5rem',
                    width: '6rem',
                    background: 'var(--pawon-color-surface)',
                    borderRadius: '0.375rem',
                    boxShadow: `var(${varName(['shadow', name])})`,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

const layerNotes: Record<string, string> = {
  base: 'Isi halaman',
  sticky: 'Kepala tabel yang menempel',
  topbar: 'Bilah atas',
  sidebar: 'Sidebar (layar sempit: laci)',
  overlay: 'Latar gelap di bawah dialog (spesifikasi: 2000)',
  dialog: 'Dialog (spesifikasi: 2400)',
  layerStep: 'Jarak antar lapisan overlay yang bertumpuk (spesifikasi: 10)',
  popover: 'Menu, popover (juga di dalam dialog)',
  tooltip: 'Tooltip',
  toast: 'Notifikasi toast (spesifikasi: 9999)',
};

export function ZIndexLayers() {
  return (
    <Frame>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Nilai</th>
            <th style={cell}>Kegunaan</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(baseTokens.z)
            .sort((a, b) => Number(a[1]) - Number(b[1]))
            .map(([name, value]) => (
              <tr key={name}>
                <td style={{ ...cell, ...mono }}>{varName(['z', name])}</td>
                <td style={{ ...cell, ...mono }}>{value}</td>
                <td style={cell}>{layerNotes[name] ?? ''}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </Frame>
  );
}

export function IconGallery() {
  const [query, setQuery] = useState('');
  const [prefix, setPrefix] = useState<'bx-' | 'bxs-' | 'bxl-'>('bx-');
  const [iconNames, setIconNames] = useState<readonly string[]>([]);
  useEffect(() => {
    void loadIconNames().then(setIconNames);
  }, []);
  const shown = useMemo(
    () =>
      iconNames.filter((n) => n.startsWith(prefix) && n.includes(query.trim().toLowerCase())).slice(0, 240),
    [query, prefix, iconNames],
  );
  return (
    <Frame>
      <div
        style={{
          display: 'flex',
          gap: '0.75rem',
          flexWrap: 'wrap',
          marginBottom: '0.75rem',
          alignItems: 'center',
        }}
      >
        <label>
          Cari ikon{' '}
          <input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="mis. package"
            style={{ padding: '0.375rem 0.5rem' }}
          />
        </label>
        {(['bx-', 'bxs-', 'bxl-'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="icon-prefix" checked={prefix === p} onChange={() => setPrefix(p)} />{' '}
            {p === 'bx-' ? 'regular (bx-)' : p === 'bxs-' ? 'solid (bxs-)' : 'logo (bxl-)'}
          </label>
        ))}
        <span style={{ color: 'var(--pawon-color-text-muted)' }}>
          {shown.length} dari {iconNames.length} ikon ditampilkan (maks. 240)
        </span>
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
          gap: '0.5rem',
        }}
      >
        {shown.map((name) => (
          <div
            key={name}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '0.375rem',
              padding: '0.75rem 0.25rem',
              background: 'var(--pawon-color-surface)',
              borderRadius: '0.375rem',
              color: 'var(--pawon-color-text-strong)',
            }}
          >
            <Icon name={name} size={24} />
            <code style={{ ...mono, fontSize: '0.6875rem', wordBreak: 'break-all', textAlign: 'center' }}>
              {name}
            </code>
          </div>
        ))}
      </div>
    </Frame>
  );
}
