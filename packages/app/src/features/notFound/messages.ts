export const notFoundMessages = {
  code: '404',
  title: 'Halaman tidak ditemukan',
  text: 'Alamat yang Anda buka tidak ada, atau menu ini tidak diberikan kepada akun Anda. Hubungi administrator bila Anda memerlukan akses.',
  home: 'Kembali ke beranda',
  login: 'Ke halaman masuk',
} as const;
