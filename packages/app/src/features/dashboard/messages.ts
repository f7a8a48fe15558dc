export const dashboardMessages = {
  title: 'Dashboard',
  greeting: (part: string, name: string) => `Selamat ${part}, ${name}!`,
  parts: { pagi: 'pagi', siang: 'siang', sore: 'sore', malam: 'malam' },
  today: (date: string) => `Hari ini ${date}.`,
  shortcuts: 'Menu Anda',
  shortcutsText: 'Buka langsung menu yang diberikan kepada Anda.',
  noMenus: 'Akun Anda belum memiliki menu',
  noMenusText: 'Hubungi administrator agar akun Anda dimasukkan ke grup otorisasi.',
  searchTip: 'Tip: tekan Ctrl+K untuk mencari menu dari mana saja.',
} as const;
